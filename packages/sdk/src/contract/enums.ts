import { defineEnum } from './enum.js';

/*
 * Every enumeration of SPEC §3 with its Chinese labels and the status-tag colours of the same section:
 * info for not submitted / ended / unlisted / unpublished / not registered / preparation; warning for not
 * approved or not reviewed; success for approved / in progress / listed / recruiting / registered; danger for
 * rejected / frozen / registration failed.
 */

export const EducationType = defineEnum('fEducationType', '学历要求', {
  any: [0, '不限'],
  juniorCollege: [1, '大专'],
  bachelor: [2, '本科'],
  master: [3, '硕士'],
  doctorate: [4, '博士'],
  intern: [5, '实习生'],
});
export const ExperienceType = defineEnum('fExperienceType', '工作经验', {
  any: [0, '不限'],
  student: [1, '在校/应届'],
  underThreeYears: [2, '3年以下'],
  threeToFiveYears: [3, '3-5年'],
  fiveToTenYears: [4, '5-10年'],
  overTenYears: [5, '10年以上'],
});
export const IsTop = defineEnum('fIsTop', '置顶', {
  notPinned: [0, '未置顶', 'info'],
  pinned: [1, '已置顶', 'success'],
});
export const IsOpen = defineEnum('fIsOpen', '公开', {
  private: [0, '未公开', 'info'],
  public: [1, '已公开', 'success'],
});
export const RecruitmentType = defineEnum('fRecruitmentType', '招聘范围', {
  wholePlatform: [1, '全平台'],
  schoolOnly: [2, '校内'],
});
export const ReviewStatus = defineEnum('fStatus', '审核状态', {
  pending: [0, '未审核', 'warning'],
  passed: [1, '审核通过', 'success'],
  failed: [2, '审核未通过', 'danger'],
});
export const InternshipInfoStatus = defineEnum('fStatusInternshipInfo', '审核状态', {
  pending: [1, '未审核', 'warning'],
  passed: [2, '审核通过', 'success'],
  failed: [3, '审核未通过', 'danger'],
});
export const ResourceType = defineEnum('fResourceType', '资源类型', {
  other: [0, '其他'],
  teaching: [1, '教学资料'],
  caseStudy: [2, '案例'],
  project: [3, '项目资料'],
  internship: [4, '实习资料'],
});
/** SPEC §3 lists 专业课程 twice (3 and 4); both values occur on the wire, so both keep a name. */
export const CourseType = defineEnum('fCourseType', '课程类型', {
  comprehensive: [0, '综合实践'],
  internship: [1, '实习'],
  innovation: [2, '科技创新'],
  professional: [3, '专业课程'],
  professionalAlso: [4, '专业课程'],
});
export const TrainingProjectStatus = defineEnum('trainingProjectStatus', '项目状态', {
  notStarted: [0, '未开始', 'info'],
  enrolling: [1, '报名中', 'success'],
  running: [2, '进行中', 'success'],
  ended: [3, '已结束', 'info'],
});
export const EnrollStatus = defineEnum('fIsEnroll', '报名状态', {
  notEnrolled: [0, '未报名', 'info'],
  enrolling: [1, '报名中', 'warning'],
  enrolled: [2, '已报名', 'success'],
  enrolFailed: [3, '报名失败', 'danger'],
});
export const TutorialType = defineEnum('fTutorialType', '教程类型', {
  video: [1, '视频'],
  attachment: [2, '附件'],
});
export const TutorialStatus = defineEnum('fStatusTutorial', '上架状态', {
  notListed: [0, '未上架', 'info'],
  listed: [1, '已上架', 'success'],
  delisted: [2, '已下架', 'info'],
});
export const LectureStatus = defineEnum('lectureStatus', '审核状态', {
  schoolPassed: [0, '学校管理员审核通过', 'success'],
  schoolFailed: [1, '学校管理员审核未通过', 'danger'],
  platformPassed: [2, '平台管理员审核通过', 'success'],
  platformFailed: [3, '平台管理员审核未通过', 'danger'],
  pending: [4, '未审核', 'warning'],
});
export const LectureType = defineEnum('fLectureType', '开放范围', {
  schoolOnly: [1, '校内'],
  wholePlatform: [2, '全平台'],
});
export const ProjectStageStatus = defineEnum('projectStageStatus', '项目阶段', {
  delisted: [-1, '已下架', 'info'],
  ended: [0, '已结束', 'info'],
  notStarted: [1, '未开始', 'warning'],
  running: [2, '进行中', 'success'],
});
export const PracticeInfoType = defineEnum('practiceInfoType', '开课范围', {
  wholePlatform: [1, '全平台'],
  ownSchool: [2, '本校'],
  severalSchools: [3, '多校'],
});
export const PracticeInfoTaskType = defineEnum('practiceInfoTaskType', '任务评价方式', {
  comment: [1, '评语'],
  standard: [2, '标准评价'],
});
export const TaskType = defineEnum('taskType', '任务类型', {
  individual: [1, '个人任务'],
  group: [2, '小组任务'],
});
export const Sex = defineEnum('sex', '性别', {
  unknown: [0, '未知'],
  male: [1, '男'],
  female: [2, '女'],
});
export const DepartmentLabel = defineEnum('departmentLabel', '部门类型', {
  school: [1, '学校'],
  class: [2, '班级'],
});
export const UserLabel = defineEnum('userLabel', '用户类型', {
  teacher: [1, '教师'],
  student: [2, '学生'],
});
export const TutorType = defineEnum('fTutorType', '导师类型', {
  inSchool: [1, '校内导师'],
  enterprise: [2, '企业导师'],
  leader: [3, '领导'],
});
/**
 * What kind of user an account is, by the widest built-in role it holds (auth/caller.ts BREADTH): the type
 * filter of 用户管理. The server works it out from the account's roles on every read (computedChoice).
 */
export const AccountType = defineEnum('fUserType', '用户类型', {
  platformAdmin: [1, '平台管理员'],
  schoolAdmin: [2, '学校管理员'],
  inSchoolTutor: [3, '校内导师'],
  enterpriseTutor: [4, '企业导师'],
  student: [5, '学生'],
});
/**
 * An account given its password by an administrator (added, imported, reset) changes it at its next sign-in
 * before doing anything else; its own password change clears the mark.
 */
export const PasswordState = defineEnum('fMustChangePassword', '密码状态', {
  ownChoice: [0, '已自行设置', 'success'],
  mustChange: [1, '待首次修改', 'warning'],
});
export const AddUserType = defineEnum('addUserType', '用户类型', {
  teacher: ['teacher', '教师'],
  student: ['student', '学生'],
  schoolManager: ['schoolManager', '学校管理员'],
});
export const InternshipStatus = defineEnum('internshipStatus', '实习状态', {
  pending: [0, '未审核', 'warning'],
  running: [1, '进行中', 'success'],
  failed: [2, '审核未通过', 'danger'],
  ended: [3, '已结束', 'info'],
});
export const InternshipStage = defineEnum('fInternshipStatus', '实习阶段', {
  preparation: [0, '准备阶段', 'info'],
  internship: [1, '实习阶段', 'success'],
  finished: [2, '实习结束', 'info'],
});
export const BannerStatus = defineEnum('bannerStatus', '上架状态', {
  notListed: [0, '未上架', 'info'],
  listed: [1, '已上架', 'success'],
});
export const PublishStatus = defineEnum('fIsPublish', '发布状态', {
  unpublished: [0, '未发布', 'info'],
  published: [1, '已发布', 'success'],
});
export const FinishStatus = defineEnum('fIsFinished', '招聘状态', {
  recruiting: [0, '招聘中', 'success'],
  ended: [1, '已结束', 'info'],
});
/** Whether a post's deadline (tDeadline) has passed: the server works it out on every read, never stored. */
export const DeadlineStatus = defineEnum('fIsExpired', '截止状态', {
  open: [0, '未截止', 'success'],
  expired: [1, '已截止', 'info'],
});
export const UserStatus = defineEnum('userStatus', '账号状态', {
  active: [0, '未冻结', 'success'],
  frozen: [1, '已冻结', 'danger'],
});
export const SummaryStatus = defineEnum('summaryStatus', '总结状态', {
  notDone: [0, '未完成', 'info'],
  done: [1, '已完成', 'success'],
});
export const MaterialStatus = defineEnum('materialStatus', '材料状态', {
  notSubmitted: [0, '未提交', 'info'],
  pending: [1, '未审核', 'warning'],
  passed: [2, '审核通过', 'success'],
  failed: [3, '审核未通过', 'danger'],
});
export const OverallEvaluationStatus = defineEnum('overallEvaluationStatus', '评价状态', {
  notSubmitted: [0, '未提交', 'info'],
  evaluated: [1, '已评价', 'success'],
});
export const TemplateType = defineEnum('fTemplateType', '模板类型', {
  internshipInfo: [1, '实习信息'],
  overallEvaluation: [2, '总体评价'],
  diary: [3, '日志'],
  enterpriseScoreSheet: [4, '企业导师评分表'],
  inSchoolScoreSheet: [5, '校内导师评分表'],
  defenceScoreSheet: [6, '答辩评分表'],
});
/** Input kinds of a template item (SPEC §3): the TemplateForm renders one control per kind. */
export const TemplateInputKind = defineEnum('fFontType', '输入类型', {
  singleLine: [1, '单行文本'],
  multiLine: [2, '多行文本'],
  dateTime: [3, '日期时间'],
  location: [4, '地图定位'],
  image: [5, '图片上传'],
  file: [6, '文件上传'],
  select: [7, '下拉选择'],
});
/** Template item review: 2 counts as authorised, 3 as not (SPEC §4). */
export const TemplateItemReview = defineEnum('templateItemReview', '审核状态', {
  pending: [1, '未审核', 'warning'],
  passed: [2, '审核通过', 'success'],
  failed: [3, '审核未通过', 'danger'],
});
/** Score grades, numbered from 1 (D-) up; shown highest first (SPEC §3). */
export const ScoreGrade = defineEnum('scoreGrade', '评分等级', {
  dMinus: [1, 'D-'],
  d: [2, 'D'],
  dPlus: [3, 'D+'],
  cMinus: [4, 'C-'],
  c: [5, 'C'],
  cPlus: [6, 'C+'],
  bMinus: [7, 'B-'],
  b: [8, 'B'],
  bPlus: [9, 'B+'],
  aMinus: [10, 'A-'],
  a: [11, 'A'],
  aPlus: [12, 'A+'],
  needsRevision: [13, '需修改', 'danger'],
});
export const CommentOpen = defineEnum('commentOpen', '评论状态', {
  private: [0, '未公开', 'info'],
  public: [1, '已公开', 'success'],
});
export const QuestionStatus = defineEnum('questionStatus', '问题状态', {
  awaitingReply: [0, '待回复', 'warning'],
  replied: [1, '已回复', 'success'],
  closed: [2, '已关闭', 'info'],
});
export const RegistrationStatus = defineEnum('registrationStatus', '报名状态', {
  notRegistered: [0, '未报名', 'info'],
  registered: [1, '已报名', 'success'],
});
export const MenuType = defineEnum('menuType', '菜单类型', {
  service: [1, '服务'],
  menu: [2, '菜单'],
  subMenu: [3, '子菜单'],
  button: [4, '按钮'],
});

// The enumerations declared beside their entities, reached as `enums.X` too (DiaryVerdict, DiaryReviewer,
// AuditKind and AuditOutcome are the contract's own exports).
export * from './entities/cloud/enums.js';
export * from './entities/gateway/enums.js';
export * from './entities/internship/enums.js';
export * from './entities/practice/enums.js';
export * from './entities/project/enums.js';
export * from './entities/template/enums.js';
