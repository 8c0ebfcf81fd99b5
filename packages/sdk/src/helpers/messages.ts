/**
 * User-facing texts of SPEC §5 and §8. Full-width and half-width punctuation is kept exactly as the spec
 * quotes it, because the console's end-to-end tests and users' muscle memory match on the literal strings.
 * Texts the spec only paraphrases in English are marked "paraphrased" and written as natural Chinese.
 */

// Add-person dialog and password change (SPEC §5).
export const MOBILE_INVALID = '请输入正确的手机号码';
/** Paraphrased: a contact phone (联系电话) takes a mainland mobile or a landline. */
export const PHONE_INVALID = '请输入正确的手机号或固定电话';
export const MOBILE_CHECK_INVALID = '请输入正确的手机号再进行校验!';
export const NAME_REQUIRED = '姓名不能为空';
export const CLASS_REQUIRED = '班级不能为空';
export const TUTOR_TYPE_REQUIRED = '导师类型不能为空';
export const OLD_PASSWORD_REQUIRED = '请输入旧密码';
export const PASSWORD_REQUIRED = '请输入密码';
export const PASSWORD_LENGTH = '密码长度为6 - 18个字符';
export const PASSWORD_CONFIRM_REQUIRED = '请再次输入密码';
export const PASSWORD_MISMATCH = '两次输入密码不一致!';
export const VALIDATION_FAILED = '验证未通过, 提交失败';

// News form (SPEC §5).
export const NEWS_TITLE_REQUIRED = '请输入标题';
export const NEWS_ABSTRACT_REQUIRED = '请输入摘要';
export const NEWS_DATE_REQUIRED = '请输入新闻发布时间';
export const NEWS_SORT_REQUIRED = '请输入排序(数字)';
/** Paraphrased: the title hint; the spec says the 100-character limit is not enforced. */
export const NEWS_TITLE_HINT = '标题建议在100个字符以内';
/** Paraphrased: "content is also checked". */
export const NEWS_CONTENT_REQUIRED = '请输入新闻内容';
export const NEWS_PREVIEW_TITLE = '预览效果';

// Upload and import (SPEC §5, §8).
export const uploadTooLarge = (maxMb: number): string => `上传文件大小不能超过 ${maxMb}MB!`;
export const UPLOAD_ONE_FILE = '只能上传1个文件, 请先取消已选择或已上传文件';
export const SPREADSHEET_FORMAT_ERROR = '格式错误！请重新选择';
export const IMPORT_ONLY_EXCEL = '只能上传 Excel (.xls,.xlsx) 文件';
export const IMPORT_TOO_LARGE = '文件大小不能超过100MB';
export const UPLOAD_FAILED = '上传失败！可能是服务器或网络错误';
export const uploadFailedFor = (file: string): string => `网络或服务器错误, ${file}上传失败!`;
export const uploadSucceeded = (file: string): string => `${file}上传成功!`;
/** An import's success: the upload's words, then how many rows it added. */
export const importSucceeded = (file: string, count: number): string =>
  `${uploadSucceeded(file)} 成功导入 ${count} 条`;
/** Paraphrased: the spec only says a notice shows while the upload runs ("uploading, please wait"). */
export const UPLOADING = '文件上传中, 请稍后...';
/** Paraphrased: a file whose type the field does not take (image fields take images only). */
export const uploadTypeNotAllowed = (types: readonly string[]): string =>
  `只能上传 ${types.join(', ')} 格式的文件!`;
/** Paraphrased: the import dialog's "no file selected" warning. */
export const NO_FILE_SELECTED = '未选择任何文件';
/** Paraphrased: the import failure alert's heading; the server message follows in 40-character lines. */
export const IMPORT_FAILED = '导入失败, 请重新上传';

// Data table (SPEC §5, §8).
export const NO_ROW_SELECTED = '未选中任何行';
export const NO_DATA_SELECTED = '未选中数据';
export const EDIT_ONE_ONLY = '只能选中一项数据编辑';
export const INLINE_EDIT_SUCCEEDED = '修改成功!';
export const LINK_JUMP_FAILED = '未获取到数据!跳转失败!';
/** Paraphrased: the spec asks for a confirmation before deleting but does not quote it. */
export const DELETE_CONFIRM = '确定要删除选中的数据吗？';

// Submit and bulk actions (SPEC §8).
export const SUBMIT_SUCCEEDED = '提交成功!';
export const SUBMIT_FAILED = '网络或服务器错误, 提交失败';
export const bulkFailed = (action: string): string => `网络或服务器错误, ${action}失败!`;
export const bulkSucceeded = (action: string): string => `${action}成功! 即将刷新数据,请稍后...`;

// Mobile check in the add-person dialogs (SPEC §8).
export const mobileNotFound = (mobile: string, userType: string): string =>
  `联系方式为 ${mobile} 的用户不存在, 请手动添加${userType}信息!`;
export const mobileFound = (userType: string): string => `校验成功! ${userType}信息已导入`;
/** The second add-person dialog appends 可直接添加; the spec does not quote the joint, ', ' matches its siblings. */
export const mobileFoundDirect = (userType: string): string => `${mobileFound(userType)}, 可直接添加`;

// Export and download (SPEC §8).
/** Paraphrased: the spec only says the confirm names the page's row count and the 全部 page size. */
export const exportConfirm = (rows: number): string =>
  `将导出当前页的 ${rows} 条数据, 如需导出全部数据, 请先将每页条数设置为"全部", 是否继续?`;
export const EXPORT_RUNNING = '正在导出 Excel 中,请稍后...';
export const EXPORT_SUCCEEDED = '导出成功!';
export const DOWNLOAD_CONFIRM = '确定要下载该文件吗？';
export const DOWNLOAD_PREPARING = '正在准备下载数据中,请耐心等待完成...';
export const DOWNLOAD_READY = '下载准备就绪!';

// Sign-in (SPEC §8, paraphrased there): the answer carries no token; the user information has the wrong shape.
export const LOGIN_TOKEN_MISSING = '登录接口异常，未正确返回token...';
export const CORE_INTERFACE_ERROR = '核心接口异常，请检查返回JSON格式是否正确';

// Shell (SPEC §2.1, §2.2).
export const ROUTE_FORMAT_ERROR = '路由格式返回有误！';
export const FULLSCREEN_FAILED = '开启全屏失败';
export const LOGOUT_CONFIRM = '您确定要退出吗？';
/** Title of the generic confirmation and alert boxes. */
export const NOTICE_TITLE = '提示';

// Tree refusals (SPEC §5).
/** Paraphrased: "cannot operate under All, create an item or choose another first". */
export const TREE_ADD_UNDER_ALL = '不能在"全部"下进行操作, 请先新建或选择其他节点';
/** Paraphrased: adding an internship course while "all schools" is chosen. */
export const SCHOOL_REQUIRED_FOR_COURSE = '请先选择学校, 再添加实习课程';
export const TEAM_NOT_ENROLLED = '未报名，无需撤销';

// Values the contract declares ordered or bounded (paraphrased: the spec quotes none of these).
/** A date declared not before another (结束日期不能早于开始日期). */
export const notBefore = (later: string, earlier: string): string => `${later}不能早于${earlier}`;
/** A number declared not negative (学分不能为负数). */
export const notNegative = (label: string): string => `${label}不能为负数`;
/** A number declared at least `min` other than 0. */
export const notBelow = (label: string, min: number): string => `${label}不能小于${min}`;
/** A number declared whole (人数上限必须是整数). */
export const notWhole = (label: string): string => `${label}必须是整数`;
/** A diary lies within its internship: from the course's start to today. */
export const DIARY_BEFORE_START = '日志日期不能早于实习开始日期';
export const DIARY_AFTER_TODAY = '日志日期不能晚于今天';

// Deadlines (contract/late-work.ts): the refusal names the deadline it missed, as the console shows it.
/** A hand-in after its deadline ('YYYY-MM-DD HH:mm'), where the school takes no late work. */
export const pastDeadline = (deadline: string): string => `已超过提交截止时间（${deadline}），不能提交`;
/** A diary handed in later than the school's 日志补交期限 allows (`lastDay` the last day it was accepted). */
export const pastDiaryMakeUp = (days: number, lastDay: string): string =>
  `已超过日志补交期限（${days}天，截止 ${lastDay}），不能提交`;
/** A school setting with a value its rule cannot read. */
export const badSettingValue = (name: string, rule: string): string => `${name}必须是${rule}`;
