import { CREATOR } from '@practice/sdk/contract';
import { COMPANIES, type CompanyKey } from './companies.js';
import { addDays, at, demoFile, notBeforeLaunch, type Row, table, uid } from './helpers.js';
import { COMMON_RESOURCE } from './library.js';
import { EVERYONE } from './people.js';
import { PROJECT_LIST, PROJECTS, type ProjectDef, TECHNOLOGIES, technologyId } from './project-info.js';
import { projectInvitationTables } from './project-invitations.js';
import { TEAMS, teamsOf } from './project-teams.js';
import { projectWorkTables } from './project-work.js';
import { SCHOOLS, type SchoolKey } from './schools.js';

/*
 * Training-camp rows: technologies, resource folders, projects with their technologies and tutors, resources,
 * teams and members; tasks, hand-ins and questions come from project-work.
 */

const personNamed = (name: string) => EVERYONE.find((p) => p.realName === name)!;
/** Projects and their resources are entered by the project's first (in-school) tutor. */
const creatorOf = (p: ProjectDef) => ({ [CREATOR]: personNamed(p.tutors[0]![0]).fAppUserId });

const DIRECTORIES: readonly (readonly [school: SchoolKey, name: string])[] = [
  ['huadong', '项目任务书'],
  ['huadong', '技术文档'],
  ['huadong', '参考资料'],
  ['jiangnan', '项目资料'],
];

const RESOURCES: readonly (readonly [
  ProjectDef,
  dir: number,
  name: string,
  type: number,
  size: number,
  downloads: number,
  common?: string,
])[] = [
  [PROJECTS.market, 1, '校园二手交易小程序项目任务书.pdf', 3, 1_258_291, 46],
  [PROJECTS.market, 2, '微信小程序开发入门教程.pdf', 1, 6_291_456, 38, COMMON_RESOURCE.miniProgram],
  [
    PROJECTS.market,
    2,
    '企业级Java项目代码规范（2025版）.pdf',
    3,
    1_536_000,
    29,
    COMMON_RESOURCE.javaCodeStyle,
  ],
  [PROJECTS.market, 3, '需求调研问卷模板.docx', 0, 40_960, 22],
  [PROJECTS.dashboard, 2, '可视化大屏设计规范.pdf', 1, 3_774_873, 17],
  [PROJECTS.dashboard, 3, '示例经营数据（脱敏）.xlsx', 3, 2_202_009, 15],
  [PROJECTS.warehouse, 4, '智能仓储项目需求说明书.pdf', 3, 1_887_436, 12],
];

export function projectTables() {
  const technologies: Row[] = TECHNOLOGIES.map(([name, desc], i) => ({
    cProjectTechnologyId: uid('tech', i + 1),
    cTechnologyName: name,
    fSort: i + 1,
    cDesc: desc,
    tCreateDate: at('2025-09-08', i),
  }));
  const directories: Row[] = DIRECTORIES.map(([school, name], i) => ({
    cProjectResourceDirectoryId: uid('pjd', i + 1),
    fSchoolId: SCHOOLS[school].fSchoolId,
    cParentId: null,
    cDirectoryName: name,
    fSort: i + 1,
    tCreateDate: at('2025-09-20', i),
  }));
  const projects: Row[] = PROJECT_LIST.map((p, i) => ({
    cProjectInfoId: p.key,
    fSchoolId: SCHOOLS[p.school].fSchoolId,
    cProjectName: p.name,
    fCompanyId: COMPANIES[p.company].fCompanyId,
    cCover: demoFile('project', p.key, '项目封面.jpg'),
    cSummary: p.summary,
    cDesc: p.desc,
    fMinMember: p.members[0],
    fMaxMember: p.members[1],
    fMaxTeam: p.maxTeams,
    fTeamCount: teamsOf(p).filter((t) => t.enroll === 2).length,
    tEnrollStartDate: p.enroll[0],
    tEnrollEndDate: p.enroll[1],
    tStartDate: p.run[0],
    tEndDate: p.run[1],
    // Published when it passed review, a couple of days before enrolment opened.
    tPublishDate: p.status === 1 ? at(addDays(p.enroll[0], -2), i) : null,
    fStatus: p.status,
    fProjectStatus: p.stage,
    ...creatorOf(p),
    tCreateDate: at(p.status === 0 ? '2026-04-09' : notBeforeLaunch(addDays(p.enroll[0], -10)), i),
  }));
  const projectTechnologies: Row[] = PROJECT_LIST.flatMap((p) =>
    p.technologies.map((name) => ({ project: p, name })),
  ).map(({ project, name }, i) => ({
    cProjectProjectTechnologyId: uid('pjt', i + 1),
    cProjectInfoId: project.key,
    cProjectTechnologyId: technologyId(name),
    tCreateDate: at(project.enroll[0], i),
  }));
  const tutors: Row[] = PROJECT_LIST.flatMap((p) => p.tutors.map((t) => ({ project: p, tutor: t }))).map(
    ({ project, tutor: [name, type, research] }, i) => {
      const tutor = personNamed(name);
      return {
        cProjectTutorId: uid('pjtu', i + 1),
        cProjectInfoId: project.key,
        fTutorUserId: tutor.fAppUserId,
        fTutorType: type,
        // An account carries no company, so an enterprise tutor's company is named here.
        fCompanyId: 'company' in tutor ? COMPANIES[tutor.company as CompanyKey].fCompanyId : null,
        cResearch: research,
        tCreateDate: at(project.enroll[0], i),
      };
    },
  );
  const resources: Row[] = RESOURCES.map(([p, dir, name, type, size, downloads, common], i) => ({
    cProjectResourceId: uid('pjr', i + 1),
    cProjectInfoId: p.key,
    cProjectResourceDirectoryId: uid('pjd', dir),
    cResourceName: name,
    fResourceType: type,
    cFilePath: demoFile('project', `pjr${i + 1}`, name),
    fFileSize: size,
    cCommonResourceId: common ?? null,
    fDownloadCount: downloads,
    tCreateDate: at(p.run[0], i),
    ...creatorOf(p),
  }));
  const teams: Row[] = TEAMS.map((t, i) => {
    const leader = t.members[0]![0];
    return {
      cProjectTeamId: t.key,
      cProjectInfoId: t.project.key,
      cTeamName: t.name,
      fLeaderUserId: leader.fAppUserId,
      fSchoolId: SCHOOLS[leader.school].fSchoolId,
      fMemberCount: t.members.length,
      cSlogan: t.slogan,
      cDesc: t.desc,
      fIsEnroll: t.enroll,
      tEnrollDate: t.enrolledOn ? at(t.enrolledOn, i) : null,
      fScore: t.score ?? null,
      tCreateDate: at(t.enrolledOn ?? addDays(t.project.enroll[0], 2), i),
    };
  });
  const members: Row[] = TEAMS.flatMap((t) => t.members.map(([s, duty], seat) => ({ t, s, duty, seat }))).map(
    ({ t, s, duty, seat }, i) => ({
      cProjectTeamStudentId: uid('tm', i + 1),
      cProjectInfoId: t.project.key,
      cProjectTeamId: t.key,
      fStudentUserId: s.fAppUserId,
      fIsLeader: seat === 0 ? 1 : 0,
      cDuty: duty,
      tCreateDate: at(t.enrolledOn ?? addDays(t.project.enroll[0], 2), i),
    }),
  );
  return [
    table('ProjectTechnology', technologies),
    table('ProjectResourceDirectory', directories),
    table('ProjectInfo', projects),
    table('ProjectProjectTechnology', projectTechnologies),
    table('ProjectTutor', tutors),
    table('ProjectResource', resources),
    table('ProjectTeam', teams),
    table('ProjectTeamStudent', members),
    ...projectInvitationTables(),
    ...projectWorkTables(),
  ];
}
