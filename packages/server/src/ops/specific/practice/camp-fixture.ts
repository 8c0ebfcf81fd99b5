import { demoId } from '../../../seed/demo.js';
import { MAX_RUNNING_KEY } from './running-projects.js';
import { day, type Sdk, signIn, startTestServer, studentsOf, type TestServer } from './test-kit.js';

/*
 * What the training-camp team tests (teams.test.ts, invitations.test.ts) share: 华东理工's first students,
 * each signed in once, approved projects open for enrolment, teams formed the students' way (by invitation
 * and acceptance), and the school's limit of running projects per student. Not a test file itself.
 */

/** 华东理工, the demo school whose students form the teams. */
export const CAMP_SCHOOL = demoId('School', 1);

export interface Camp {
  readonly server: TestServer;
  readonly admin: Sdk;
  readonly school: Sdk;
  /** The school's first students, in seed order. */
  readonly people: readonly { id: string; userName: string }[];
  /** Student i's client: signed in once, since each sign-in hashes a password, slow under load. */
  as(i: number): Sdk;
  idOf(i: number): string;
}

/** A server, the platform and school admins signed in, and the school's first `students` students. */
export async function startCamp(students: number): Promise<Camp> {
  const server = await startTestServer();
  const [admin, school] = await Promise.all([signIn(server, 'admin'), signIn(server, 'school')]);
  const people = (await studentsOf(server, CAMP_SCHOOL)).slice(0, students);
  const clients = await Promise.all(people.map((p) => signIn(server, p.userName)));
  return {
    server,
    admin,
    school,
    people,
    as: (i) => {
      const client = clients[i];
      if (!client) throw new Error(`the camp has ${clients.length} students, not student ${i}`);
      return client;
    },
    idOf: (i) => people[i]?.id as string,
  };
}

export type ProjectInput = Parameters<Sdk['AddProjectInfo']>[0];

/**
 * An approved project of the camp's school under a fresh name starting `namePrefix`: enrolling from three
 * days ago to a week ahead, running from day 10, at most five teams, unless `o` says otherwise.
 */
export async function approvedProject(
  admin: Sdk,
  namePrefix: string,
  o: Partial<ProjectInput> = {},
): Promise<string> {
  const row = await admin.AddProjectInfo({
    fSchoolId: CAMP_SCHOOL,
    cProjectName: `${namePrefix}${Math.random().toString(36).slice(2, 7)}`,
    fMaxTeam: 5,
    tEnrollStartDate: day(-3),
    tEnrollEndDate: day(7),
    tStartDate: day(10),
    tEndDate: day(100),
    ...o,
  } as ProjectInput);
  await admin.AuthProjectInfoIDS({ ids: [row.cProjectInfoId] });
  return row.cProjectInfoId;
}

/** The school's 每名学生同时参加的实训项目数 ('0': no limit), or (null) no setting: the default of one. */
export async function setMaxRunning(server: TestServer, value: string | null) {
  await server.db.query('delete from "SchoolSetting" where "fSchoolId" = $1 and "cSettingKey" = $2', [
    CAMP_SCHOOL,
    MAX_RUNNING_KEY,
  ]);
  if (value === null) return;
  await server.db.query(
    `insert into "SchoolSetting" ("fSchoolId", "cSettingName", "cSettingKey", "cSettingValue")
     values ($1, '每名学生同时参加的实训项目数', $2, $3)`,
    [CAMP_SCHOOL, MAX_RUNNING_KEY, value],
  );
}

/** Student j joins team t of project p the students' way: the leader invites, j accepts. */
export async function joinByInvitation(camp: Camp, p: string, t: string, leader: number, j: number) {
  const sent = await camp.as(leader).AddProjectTeamInvitation({
    cProjectInfoId: p,
    cProjectTeamId: t,
    fInviteeUserId: camp.idOf(j),
  });
  await camp.as(j).AcceptProjectTeamInvitation({ cProjectTeamInvitationId: sent.cProjectTeamInvitationId });
}

/** A team of the leader on project p, each joiner added by invitation and acceptance; not yet enrolled. */
export async function formTeam(
  camp: Camp,
  p: string,
  leader: number,
  name: string,
  joiners: readonly number[] = [],
): Promise<string> {
  const t = (await camp.as(leader).AddProjectTeam({ cProjectInfoId: p, cTeamName: name })).cProjectTeamId;
  for (const j of joiners) await joinByInvitation(camp, p, t, leader, j);
  return t;
}
