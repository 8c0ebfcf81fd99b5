/**
 * Joined values the contract marks `computed`: lists and either-or names that one ref path cannot express.
 * Each is a correlated subquery over the row alias t, keyed by entity and wire name.
 */
const tutorsOfType = (type: number) => `(select string_agg(tt."cRealName", '、' order by tt."cRealName")
  from "InternshipTutorStudent" ts
  join "InternshipTutor" tt on tt."fInternshipTutorId" = ts."fInternshipTutorId"
  where ts."fInternshipStudentId" = t."fInternshipStudentId" and tt."fType" = ${type})`;

const lectureTitle = (key: string, table: string) =>
  `(select l."cTitle" from "${table}" l where l."${key}" = t."${key}")`;

/** Today in the schools' clock (UTC+8, as nowText), in the form date fields store ('YYYY-MM-DD'). */
const TODAY = `to_char(now() at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`;

/** The widest built-in role of the account (enums AccountType: 1 平台管理员 … 5 学生), as auth/caller.ts ranks them. */
const ACCOUNT_TYPE = `(select min(case r."cRoleCode" when 'platformAdmin' then 1 when 'schoolAdmin' then 2
    when 'teacher' then 3 when 'companyTutor' then 4 when 'student' then 5 end)
  from app_role_user ru join "AppRole" r on r."fAppRoleId" = ru.role_id
  where ru.user_id = t."fAppUserId")`;

/** A lecture area's recordings: its {Area}Video rows (contract lecture-area.ts fVideoCount). */
const videoCount = (area: string) => ({
  fVideoCount: `(select count(*)::integer from "${area}Video" v where v."c${area}Id" = t."c${area}Id")`,
});

export const COMPUTED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  AppUser: {
    fUserType: ACCOUNT_TYPE,
    cRoleNames: `(select string_agg(r."cRoleName", '、' order by r."fIndex" nulls last, r."fAppRoleId")
      from app_role_user ru join "AppRole" r on r."fAppRoleId" = ru.role_id
      where ru.user_id = t."fAppUserId")`,
  },
  ProjectInfo: {
    cTechnologyNames: `(select string_agg(pt."cTechnologyName", '、' order by pt."cTechnologyName")
      from "ProjectProjectTechnology" ppt
      join "ProjectTechnology" pt on pt."cProjectTechnologyId" = ppt."cProjectTechnologyId"
      where ppt."cProjectInfoId" = t."cProjectInfoId")`,
  },
  InternshipStudent: {
    cTeacherTutorName: tutorsOfType(1),
    cCompanyTutorName: tutorsOfType(2),
  },
  CloudRecruitment: {
    // A deadline of today still takes applications today (ops/specific/practice/recruitment.ts pastDeadline).
    fIsExpired: `case when t."tDeadline" <> '' and t."tDeadline" < ${TODAY} then 1 else 0 end`,
  },
  CloudCareerPlanning: videoCount('CloudCareerPlanning'),
  CloudInnovation: videoCount('CloudInnovation'),
  CloudSeminar: videoCount('CloudSeminar'),
  CloudPlaybackViewer: {
    cTitle: `coalesce(${lectureTitle('cCloudCareerPlanningId', 'CloudCareerPlanning')}, ${lectureTitle(
      'cCloudInnovationId',
      'CloudInnovation',
    )}, ${lectureTitle('cCloudSeminarId', 'CloudSeminar')})`,
  },
};
