/*
 * What interns write in their diaries, per kind of post. Each entry is one day's work: a title, the work
 * itself and what the student took from it. Entries are picked by week and student, so neighbours differ.
 */

export interface DiaryText {
  readonly title: string;
  readonly keywords: string;
  readonly work: string;
  readonly gain: string;
}

const entry = (title: string, keywords: string, work: string, gain: string): DiaryText => ({
  title,
  keywords,
  work,
  gain,
});

export const BACKEND = [
  entry(
    '订单查询接口分页优化',
    '分页 索引 慢查询',
    '排查订单列表接口响应慢的问题，用EXPLAIN分析发现按创建时间排序没有走索引，与导师确认后新增联合索引并改写分页SQL，接口平均耗时从1.8秒降到200毫秒以内。',
    '学会了看执行计划，理解了索引最左前缀原则，以后写SQL会先考虑数据量。',
  ),
  entry(
    '会员积分模块单元测试',
    'JUnit Mockito 覆盖率',
    '为会员积分计算服务补充单元测试，使用Mockito模拟积分规则仓储，覆盖满减、倍率和过期扣减三种场景，模块行覆盖率从42%提高到81%。',
    '写测试时发现了一个积分过期日期少算一天的隐藏问题，体会到测试不是可有可无的。',
  ),
  entry(
    '参加迭代计划会并拆分开发任务',
    '需求评审 任务拆分',
    '参加V3.6版本迭代计划会，认领“退货单审核”需求，按照导师要求把需求拆成接口设计、数据表变更、审核流转和通知四个子任务，并在看板上估算工时。',
    '第一次独立估算工时，偏差比较大，导师提醒要把联调和自测时间算进去。',
  ),
];

export const FRONTEND = [
  entry(
    '商品管理页面组件化改造',
    'Vue3 组件 表格',
    '将商品管理页里重复的筛选表单和表格抽成通用组件，统一分页与排序参数，改造后三个列表页共用一套组件，代码减少约400行。',
    '理解了组件的props设计要考虑复用场景，不能只满足眼前一个页面。',
  ),
  entry(
    '移动端H5适配问题修复',
    'rem 兼容性',
    '修复活动页在部分安卓机型上按钮错位的问题，改用flex布局并调整rem基准值，在测试机房的8台设备上逐一验证通过。',
    '真机测试和浏览器模拟差别很大，以后改样式要尽早上真机。',
  ),
  entry(
    '根据设计稿还原数据看板',
    'ECharts 设计还原',
    '按照UI设计稿完成销售数据看板的开发，使用ECharts实现折线图和环形图，与后端约定接口字段后完成联调，交付设计走查时只提出两处间距问题。',
    '和设计师沟通时要提前确认交互细节，减少返工。',
  ),
];

export const TESTING = [
  entry(
    '编写退货流程测试用例',
    '测试用例 边界值',
    '根据需求文档编写退货流程测试用例共46条，重点覆盖部分退货、重复提交和超时自动关闭等边界情况，用例经测试组长评审后纳入回归用例库。',
    '学会了用等价类和边界值方法设计用例，比凭感觉点页面系统得多。',
  ),
  entry(
    '接口自动化测试脚本维护',
    'Postman 自动化',
    '维护订单中心的Postman接口自动化集合，补充鉴权失败和参数缺失的断言，配合持续集成每天夜间自动执行，本周发现并提交缺陷5个。',
    '自动化能把重复工作交给机器，自己可以把精力放在探索性测试上。',
  ),
  entry(
    '客户现场问题支持',
    '问题定位 沟通',
    '协助技术支持处理某连锁门店收银系统打印异常的问题，通过远程查看日志定位为打印机驱动版本不兼容，整理了处理步骤并更新到知识库。',
    '面对客户要先安抚情绪、再了解现象，描述问题要清楚准确。',
  ),
];

export const DATA = [
  entry(
    '销售日报数据清洗',
    'SQL 数据清洗',
    '使用SQL对门店销售日报进行清洗，处理重复上报、金额为负和门店编码缺失的数据，并编写校验脚本，每天自动输出异常清单发给业务方确认。',
    '数据质量决定了分析结论的可信度，清洗规则一定要和业务方确认。',
  ),
  entry(
    'BI报表开发与发布',
    'FineBI 报表',
    '在FineBI中完成区域销售对比报表的开发，设置按大区、月份的联动筛选，发布到门户后为区域经理开通了查看权限。',
    '做报表之前要先弄清楚看报表的人想回答什么问题。',
  ),
  entry(
    '云主机巡检与告警处理',
    '巡检 Prometheus',
    '参与客户云主机日常巡检，检查CPU、磁盘和备份任务状态，处理磁盘使用率超过85%的告警2次，清理过期日志并调整日志轮转策略。',
    '运维工作要细致，每一次操作前都要确认备份和回退方案。',
  ),
];

export const OBSERVATION = [
  entry(
    '参观数据中心并了解业务流程',
    '数据中心 业务流程',
    '跟随企业导师参观公司数据中心机房，了解服务器、存储和网络设备的布局，听取数据中台部门介绍从数据采集到报表交付的完整流程。',
    '第一次看到真实的数据中心，对课本上的概念有了直观认识。',
  ),
  entry(
    '旁听数据分析需求沟通会',
    '需求沟通 指标口径',
    '旁听分析师与零售客户的需求沟通会，记录客户关注的复购率、客单价等指标，并在会后学习了指标口径文档的写法。',
    '同一个指标在不同部门口径可能不同，分析前必须先统一定义。',
  ),
];

export const NETWORK = [
  entry(
    '仓库无线网络勘测',
    'AP 信号勘测',
    '随项目经理到客户仓库进行无线网络勘测，使用勘测软件记录各区域信号强度，协助绘制AP点位图，发现货架区存在信号盲区并提出补点建议。',
    '金属货架对无线信号影响很大，方案设计必须以现场勘测为准。',
  ),
  entry(
    '交换机配置与VLAN划分',
    'VLAN 交换机',
    '按照项目方案完成园区接入交换机的配置，划分办公、监控、物联网设备三个VLAN并配置端口安全，配置完成后逐台做连通性测试。',
    '课堂上的实验拓扑和真实项目差别很大，命名和文档规范同样重要。',
  ),
  entry(
    '物联网网关部署调试',
    '网关 MQTT',
    '在智能仓储项目现场部署温湿度采集网关，配置MQTT上报地址，排查了两台网关因时间不同步导致证书校验失败的问题。',
    '遇到问题先看日志，再逐层排查，不要急着重启设备。',
  ),
];

export const ROBOTICS = [
  entry(
    '焊接机器人日常点检',
    '点检 保养',
    '跟随师傅完成焊接工作站6台机器人的日常点检，检查减速机油位、电缆磨损和焊枪清洁情况，填写点检记录表。',
    '设备保养要按规程一步步来，记录要真实，方便追溯问题。',
  ),
  entry(
    '视觉检测工位调试',
    '视觉检测 标定',
    '协助工程师调试零件视觉检测工位，完成相机标定和光源角度调整，误检率从5%降到1%以下。',
    '光源对视觉检测的影响比想象中大，调试需要耐心。',
  ),
];

/** The diary bank that fits a post. */
export function bankFor(post: string): readonly DiaryText[] {
  if (post.includes('见习')) return OBSERVATION;
  if (post.includes('测试') || post.includes('支持')) return TESTING;
  if (post.includes('前端') || post.includes('UI') || post.includes('Android')) return FRONTEND;
  if (post.includes('数据') || post.includes('BI') || (post.includes('运维') && !post.includes('网络')))
    return DATA;
  if (post.includes('网络') || post.includes('物联网')) return NETWORK;
  if (post.includes('机器人') || post.includes('视觉')) return ROBOTICS;
  return BACKEND;
}
