import { at, demoFile, type Row, table } from './helpers.js';
import { SCHOOLS, type SchoolKey } from './schools.js';

/*
 * Partner companies. Each partners with one school (its enterprise tutors' accounts belong to that school)
 * and offers internship places, projects and jobs.
 */

export interface CompanyDef {
  readonly fCompanyId: number;
  readonly school: SchoolKey;
  readonly name: string;
  /** Where its interns work: 'place,latitude,longitude'. */
  readonly address: string;
  readonly city: string;
}

export const COMPANIES = {
  huizhi: {
    fCompanyId: 1,
    school: 'huadong',
    name: '上海汇智软件科技有限公司',
    address: '上海市浦东新区张江路368号汇智大厦,31.2058,121.5907',
    city: '上海',
  },
  shulian: {
    fCompanyId: 2,
    school: 'huadong',
    name: '上海数联云计算有限公司',
    address: '上海市徐汇区漕河泾开发区宜山路1388号,31.1701,121.4003',
    city: '上海',
  },
  yunling: {
    fCompanyId: 3,
    school: 'huadong',
    name: '杭州云岭电子商务有限公司',
    address: '杭州市余杭区文一西路998号海创园,30.2903,120.0056',
    city: '杭州',
  },
  pujiang: {
    fCompanyId: 4,
    school: 'huadong',
    name: '上海浦江智能制造有限公司',
    address: '上海市闵行区江川东路288号,31.0062,121.4211',
    city: '上海',
  },
  boyuan: {
    fCompanyId: 5,
    school: 'jiangnan',
    name: '无锡博远物联网科技有限公司',
    address: '无锡市新吴区菱湖大道200号传感网国际创新园,31.4905,120.3921',
    city: '无锡',
  },
  jinggong: {
    fCompanyId: 6,
    school: 'zhebei',
    name: '湖州精工智能装备有限公司',
    address: '湖州市南太湖新区康山街道创业大道518号,30.8812,120.1839',
    city: '湖州',
  },
} as const satisfies Record<string, CompanyDef>;

export type CompanyKey = keyof typeof COMPANIES;

const companyDetails: Record<CompanyKey, Row> = {
  huizhi: {
    cCreditCode: '91310115MA1K4B2X7Q',
    cIndustry: '软件和信息技术服务业',
    cScale: '500-999人',
    cContact: '杨帆',
    cEmail: 'hr@huizhisoft.com.cn',
    cWebsite: 'https://www.huizhisoft.com.cn',
    cDesc:
      '<p>专注于企业级管理软件与移动应用研发，为零售、物流行业提供数字化解决方案，是华东理工软件技术专业的校企合作实训基地。</p>',
  },
  shulian: {
    cCreditCode: '91310104MA1FR6QK3D',
    cIndustry: '互联网和相关服务',
    cScale: '100-499人',
    cContact: '宋雨晴',
    cEmail: 'campus@shulianyun.cn',
    cWebsite: 'https://www.shulianyun.cn',
    cDesc:
      '<p>提供云计算托管、数据中台与商业智能分析服务，每年接收大数据技术专业学生开展认识实习与顶岗实习。</p>',
  },
  yunling: {
    cCreditCode: '91330110MA2H0L9P5U',
    cIndustry: '批发和零售业',
    cScale: '100-499人',
    cContact: '韩磊',
    cEmail: 'zhaopin@yunlingec.com',
    cWebsite: 'https://www.yunlingec.com',
    cDesc:
      '<p>经营天猫、京东及跨境电商店铺的运营服务商，为电子商务专业提供店铺运营、直播电商等岗位的跟岗实习。</p>',
  },
  pujiang: {
    cCreditCode: '91310112MA1GB8DX2N',
    cIndustry: '通用设备制造业',
    cScale: '1000人以上',
    cContact: '周建平',
    cEmail: 'hr@pujiangim.com',
    cWebsite: 'https://www.pujiangim.com',
    cDesc: '<p>从事自动化生产线集成与设备维护服务，拥有智能装配示范车间。</p>',
  },
  boyuan: {
    cCreditCode: '91320214MA1WQ7C84R',
    cIndustry: '软件和信息技术服务业',
    cScale: '100-499人',
    cContact: '唐伟',
    cEmail: 'hr@boyuaniot.com',
    cWebsite: 'https://www.boyuaniot.com',
    cDesc: '<p>面向仓储物流与智慧园区的物联网平台企业，江南信息工程职业学院物联网产业学院共建单位。</p>',
  },
  jinggong: {
    cCreditCode: '91330502MA2D3KJ61W',
    cIndustry: '专用设备制造业',
    cScale: '500-999人',
    cContact: '冯建国',
    cEmail: 'jg_hr@jinggongzb.com',
    cWebsite: 'https://www.jinggongzb.com',
    cDesc: '<p>生产数控加工中心与工业机器人工作站，设有校企共建的机器人应用实训中心。</p>',
  },
};

const companyMobiles: Record<CompanyKey, string> = {
  huizhi: '13817726402',
  shulian: '13601935718',
  yunling: '13957146320',
  pujiang: '13788461205',
  boyuan: '13915328864',
  jinggong: '13867291053',
};

export function companyTables() {
  const rows: Row[] = (Object.keys(COMPANIES) as CompanyKey[]).map((key) => {
    const c: CompanyDef = COMPANIES[key];
    return {
      fCompanyId: c.fCompanyId,
      fSchoolId: SCHOOLS[c.school].fSchoolId,
      cCompanyName: c.name,
      cLogo: demoFile('company', key, '企业标志.png'),
      cAddress: c.address,
      cMobile: companyMobiles[key],
      ...companyDetails[key],
      tCreateDate: at('2025-09-10', c.fCompanyId),
    };
  });
  return [table('Company', rows)];
}
