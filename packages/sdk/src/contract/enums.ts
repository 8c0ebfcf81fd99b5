import { defineEnum } from './enum.js';

/*
 * Every enumeration of SPEC §3 with its Chinese labels and the status-tag colours of the same section:
 * info for not submitted / ended / unlisted / unpublished / not registered / preparation; warning for not
 * approved or not reviewed; success for approved / in progress / listed / recruiting / registered; danger for
 * rejected / frozen / registration failed.
 */

export const EducationType = defineEnum('fEducationType', '学历要求', [
  [0, '不限'],
  [1, '大专'],
  [2, '本科'],
  [3, '硕士'],
  [4, '博士'],
  [5, '实习生'],
]);
export const ExperienceType = defineEnum('fExperienceType', '工作经验', [
  [0, '不限'],
  [1, '在校/应届'],
  [2, '3年以下'],
  [3, '3-5年'],
  [4, '5-10年'],
  [5, '10年以上'],
]);
export const IsTop = defineEnum('fIsTop', '置顶', [
  [0, '未置顶', 'info'],
  [1, '已置顶', 'success'],
]);
export const IsOpen = defineEnum('fIsOpen', '公开', [
  [0, '未公开', 'info'],
  [1, '已公开', 'success'],
]);
export const RecruitmentType = defineEnum('fRecruitmentType', '招聘范围', [
  [1, '全平台'],
  [2, '校内'],
]);
export const ReviewStatus = defineEnum('fStatus', '审核状态', [
  [0, '未审核', 'warning'],
  [1, '审核通过', 'success'],
  [2, '审核未通过', 'danger'],
]);
export const InternshipInfoStatus = defineEnum('fStatusInternshipInfo', '审核状态', [
  [1, '未审核', 'warning'],
  [2, '审核通过', 'success'],
  [3, '审核未通过', 'danger'],
]);
export const ResourceType = defineEnum('fResourceType', '资源类型', [
  [0, '其他'],
  [1, '教学资料'],
  [2, '案例'],
  [3, '项目资料'],
  [4, '实习资料'],
]);
export const CourseType = defineEnum('fCourseType', '课程类型', [
  [0, '综合实践'],
  [1, '实习'],
  [2, '科技创新'],
  [3, '专业课程'],
  [4, '专业课程'],
]);
export const TrainingProjectStatus = defineEnum('trainingProjectStatus', '项目状态', [
  [0, '未开始', 'info'],
  [1, '报名中', 'success'],
  [2, '进行中', 'success'],
  [3, '已结束', 'info'],
]);
export const EnrollStatus = defineEnum('fIsEnroll', '报名状态', [
  [0, '未报名', 'info'],
  [1, '报名中', 'warning'],
  [2, '已报名', 'success'],
  [3, '报名失败', 'danger'],
]);
export const TutorialType = defineEnum('fTutorialType', '教程类型', [
  [1, '视频'],
  [2, '附件'],
]);
export const TutorialStatus = defineEnum('fStatusTutorial', '上架状态', [
  [0, '未上架', 'info'],
  [1, '已上架', 'success'],
  [2, '已下架', 'info'],
]);
export const LectureStatus = defineEnum('lectureStatus', '审核状态', [
  [0, '学校管理员审核通过', 'success'],
  [1, '学校管理员审核未通过', 'danger'],
  [2, '平台管理员审核通过', 'success'],
  [3, '平台管理员审核未通过', 'danger'],
  [4, '未审核', 'warning'],
]);
export const LectureType = defineEnum('fLectureType', '开放范围', [
  [1, '校内'],
  [2, '全平台'],
]);
export const ProjectStageStatus = defineEnum('projectStageStatus', '项目阶段', [
  [-1, '已下架', 'info'],
  [0, '已结束', 'info'],
  [1, '未开始', 'warning'],
  [2, '进行中', 'success'],
]);
export const PracticeInfoType = defineEnum('practiceInfoType', '开课范围', [
  [1, '全平台'],
  [2, '本校'],
  [3, '多校'],
]);
export const PracticeInfoTaskType = defineEnum('practiceInfoTaskType', '任务评价方式', [
  [1, '评语'],
  [2, '标准评价'],
]);
export const TaskType = defineEnum('taskType', '任务类型', [
  [1, '个人任务'],
  [2, '小组任务'],
]);
export const Sex = defineEnum('sex', '性别', [
  [0, '未知'],
  [1, '男'],
  [2, '女'],
]);
export const DepartmentLabel = defineEnum('departmentLabel', '部门类型', [
  [1, '学校'],
  [2, '班级'],
]);
export const UserLabel = defineEnum('userLabel', '用户类型', [
  [1, '教师'],
  [2, '学生'],
]);
export const TutorType = defineEnum('fTutorType', '导师类型', [
  [1, '校内导师'],
  [2, '企业导师'],
  [3, '领导'],
]);
/**
 * What kind of user an account is, by the widest built-in role it holds (auth/caller.ts BREADTH): the type
 * filter of 用户管理. The server works it out from the account's roles on every read (computedChoice).
 */
export const AccountType = defineEnum('fUserType', '用户类型', [
  [1, '平台管理员'],
  [2, '学校管理员'],
  [3, '校内导师'],
  [4, '企业导师'],
  [5, '学生'],
]);
/**
 * An account given its password by an administrator (added, imported, reset) changes it at its next sign-in
 * before doing anything else; its own password change clears the mark.
 */
export const PasswordState = defineEnum('fMustChangePassword', '密码状态', [
  [0, '已自行设置', 'success'],
  [1, '待首次修改', 'warning'],
]);
export const AddUserType = defineEnum('addUserType', '用户类型', [
  ['teacher', '教师'],
  ['student', '学生'],
  ['schoolManager', '学校管理员'],
]);
export const InternshipStatus = defineEnum('internshipStatus', '实习状态', [
  [0, '未审核', 'warning'],
  [1, '进行中', 'success'],
  [2, '审核未通过', 'danger'],
  [3, '已结束', 'info'],
]);
export const InternshipStage = defineEnum('fInternshipStatus', '实习阶段', [
  [0, '准备阶段', 'info'],
  [1, '实习阶段', 'success'],
  [2, '实习结束', 'info'],
]);
export const BannerStatus = defineEnum('bannerStatus', '上架状态', [
  [0, '未上架', 'info'],
  [1, '已上架', 'success'],
]);
export const PublishStatus = defineEnum('fIsPublish', '发布状态', [
  [0, '未发布', 'info'],
  [1, '已发布', 'success'],
]);
export const FinishStatus = defineEnum('fIsFinished', '招聘状态', [
  [0, '招聘中', 'success'],
  [1, '已结束', 'info'],
]);
/** Whether a post's deadline (tDeadline) has passed: the server works it out on every read, never stored. */
export const DeadlineStatus = defineEnum('fIsExpired', '截止状态', [
  [0, '未截止', 'success'],
  [1, '已截止', 'info'],
]);
export const UserStatus = defineEnum('userStatus', '账号状态', [
  [0, '未冻结', 'success'],
  [1, '已冻结', 'danger'],
]);
export const SummaryStatus = defineEnum('summaryStatus', '总结状态', [
  [0, '未完成', 'info'],
  [1, '已完成', 'success'],
]);
export const MaterialStatus = defineEnum('materialStatus', '材料状态', [
  [0, '未提交', 'info'],
  [1, '未审核', 'warning'],
  [2, '审核通过', 'success'],
  [3, '审核未通过', 'danger'],
]);
export const OverallEvaluationStatus = defineEnum('overallEvaluationStatus', '评价状态', [
  [0, '未提交', 'info'],
  [1, '已评价', 'success'],
]);
export const TemplateType = defineEnum('fTemplateType', '模板类型', [
  [1, '实习信息'],
  [2, '总体评价'],
  [3, '日志'],
  [4, '企业导师评分表'],
  [5, '校内导师评分表'],
  [6, '答辩评分表'],
]);
/** Input kinds of a template item (SPEC §3): the TemplateForm renders one control per kind. */
export const TemplateInputKind = defineEnum('fFontType', '输入类型', [
  [1, '单行文本'],
  [2, '多行文本'],
  [3, '日期时间'],
  [4, '地图定位'],
  [5, '图片上传'],
  [6, '文件上传'],
  [7, '下拉选择'],
]);
/** Template item review: 2 counts as authorised, 3 as not (SPEC §4). */
export const TemplateItemReview = defineEnum('templateItemReview', '审核状态', [
  [1, '未审核', 'warning'],
  [2, '审核通过', 'success'],
  [3, '审核未通过', 'danger'],
]);
/** Score grades, numbered from 1 (D-) up; shown highest first (SPEC §3). */
export const ScoreGrade = defineEnum('scoreGrade', '评分等级', [
  [1, 'D-'],
  [2, 'D'],
  [3, 'D+'],
  [4, 'C-'],
  [5, 'C'],
  [6, 'C+'],
  [7, 'B-'],
  [8, 'B'],
  [9, 'B+'],
  [10, 'A-'],
  [11, 'A'],
  [12, 'A+'],
  [13, '需修改', 'danger'],
]);
export const CommentOpen = defineEnum('commentOpen', '评论状态', [
  [0, '未公开', 'info'],
  [1, '已公开', 'success'],
]);
export const QuestionStatus = defineEnum('questionStatus', '问题状态', [
  [0, '待回复', 'warning'],
  [1, '已回复', 'success'],
  [2, '已关闭', 'info'],
]);
export const RegistrationStatus = defineEnum('registrationStatus', '报名状态', [
  [0, '未报名', 'info'],
  [1, '已报名', 'success'],
]);
export const MenuType = defineEnum('menuType', '菜单类型', [
  [1, '服务'],
  [2, '菜单'],
  [3, '子菜单'],
  [4, '按钮'],
]);
