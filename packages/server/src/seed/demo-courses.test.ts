import { CREATOR, entityByName } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { internshipWeek } from '../ops/specific/internship/diary-dates.js';
import { addDays } from './demo/helpers.js';
import { demoData } from './demo.js';
import { seedIndex } from './seed-index.js';

/*
 * Practice courses, the training camp, the cloud areas and the portal agree with themselves: hand-ins come
 * from members, counts match, status chains hold, and creators are people who could have created the row.
 */

const data = demoData();
const { tables, rowsOf, rowByKey } = seedIndex(data);
const roleOf = new Map(data.roleUsers.map((r) => [r.fAppUserId, r.role]));
type Row = Record<string, unknown>;
const count = (entity: string, test: (row: Row) => boolean) => rowsOf(entity).filter(test).length;

describe('practice courses', () => {
  it('counts the selections holding a seat and keeps multi-school courses open to their students', () => {
    for (const c of rowsOf('PracticeInfo')) {
      const selections = rowsOf('PracticeStudent').filter((s) => s.cPracticeInfoId === c.cPracticeInfoId);
      // As the server counts seats (seats.ts): every selection not rejected holds one.
      expect(c.fStudentCount).toBe(selections.filter((s) => s.fStatus !== 2).length);
      const open = c.fPracticeType === 3 ? (JSON.parse(String(c.cOpenSchoolIds)) as string[]) : [c.fSchoolId];
      if (c.fPracticeType !== 1) for (const s of selections) expect(open).toContain(s.fSchoolId);
      expect(c.fEvaluationType === 2).toBe(Boolean(c.fEvaluationTemplateInfoId));
    }
    expect(new Set(rowsOf('PracticeStudent').map((s) => s.fStatus))).toEqual(new Set([0, 1, 2]));
  });

  it('takes hand-ins only from approved students, for tasks of the same course', () => {
    for (const h of rowsOf('PracticeStudentTask')) {
      const selection = rowByKey('PracticeStudent', h.cPracticeStudentId)!;
      expect(selection).toMatchObject({
        fStatus: 1,
        cPracticeInfoId: h.cPracticeInfoId,
        fStudentUserId: h.fStudentUserId,
      });
      expect(rowByKey('PracticeTask', h.cPracticeTaskId)!.cPracticeInfoId).toBe(h.cPracticeInfoId);
    }
  });

  it('totals a standard evaluation from its items, within each line maximum', () => {
    for (const h of rowsOf('PracticeStudentTask').filter((h) => h.fStatus === 1)) {
      const course = rowByKey('PracticeInfo', h.cPracticeInfoId)!;
      const lines = rowsOf('PracticeStudentTaskEvaluationItem').filter(
        (i) => i.cPracticeStudentTaskId === h.cPracticeStudentTaskId,
      );
      if (course.fEvaluationType !== 2) continue;
      expect(lines.map((l) => l.fEvaluationTemplateItemId).sort()).toEqual(
        rowsOf('EvaluationTemplateItem')
          .filter((i) => i.fEvaluationTemplateInfoId === course.fEvaluationTemplateInfoId)
          .map((i) => i.fEvaluationTemplateItemId)
          .sort(),
      );
      for (const l of lines) expect(Number(l.fScore)).toBeLessThanOrEqual(Number(l.fMaxScore));
      expect(lines.reduce((sum, l) => sum + Number(l.fScore), 0)).toBe(h.fScore);
    }
  });
});

/** Every day of the week of 2026-11-23 (Monday to Sunday), and a day of another year. */
const SEED_DAYS = [...Array.from({ length: 7 }, (_, i) => addDays('2026-11-23', i)), '2027-03-02'];

describe('practice courses, projects and the job board seeded on any day', () => {
  // What a school trying the console finds on the day it seeds: the course dates follow that day.
  it.each(SEED_DAYS)('on %s a course is open for selection and a task for hand-in', (today) => {
    const rows = seedIndex(demoData({ seedDay: today })).rowsOf;
    const selecting = rows('PracticeInfo').filter(
      (c) => c.fStatus === 1 && String(c.tSelectStartDate) <= today && today <= String(c.tSelectEndDate),
    );
    expect(selecting.length).toBeGreaterThan(1);
    const full = selecting.filter(
      (c) =>
        count('PracticeStudent', (s) => s.cPracticeInfoId === c.cPracticeInfoId && s.fStatus !== 2) >=
        Number(c.fMaxStudent),
    );
    expect(full).toHaveLength(1);
    const open = rows('PracticeTask').filter(
      (t) => String(t.tStartDate).slice(0, 10) <= today && today <= String(t.tEndDate).slice(0, 10),
    );
    expect(open).not.toHaveLength(0);
    const demoStudent = data.accounts.find((a) => a.userName === 'student')?.fAppUserId;
    const handedIn = new Set(
      rows('PracticeStudentTask')
        .filter((h) => h.fStudentUserId === demoStudent)
        .map((h) => h.cPracticeTaskId),
    );
    const mine = new Set(
      rows('PracticeStudent')
        .filter((s) => s.fStudentUserId === demoStudent && s.fStatus === 1)
        .map((s) => s.cPracticeInfoId),
    );
    expect(open.some((t) => mine.has(t.cPracticeInfoId) && !handedIn.has(t.cPracticeTaskId))).toBe(true);
    // 全部项目: a training-camp project a student's team can still enter.
    const enrolling = rows('ProjectInfo').filter(
      (p) =>
        p.fStatus === 1 &&
        String(p.tEnrollStartDate).slice(0, 10) <= today &&
        today <= String(p.tEnrollEndDate).slice(0, 10),
    );
    expect(enrolling).not.toHaveLength(0);
    // 招聘信息: the board's open posts are not yet 已截止, so a student can still apply.
    const recruiting = rows('CloudRecruitment').filter((p) => p.fIsPublish === 1 && p.fIsFinished !== 1);
    expect(recruiting).not.toHaveLength(0);
    for (const p of recruiting) expect(String(p.tDeadline) >= today, String(p.cJobName)).toBe(true);
  });
});

describe('the showcase internship seeded on any day', () => {
  const student = data.accounts.find((a) => a.userName === 'student')?.fAppUserId;

  // 今日待办 as the demo student opens it on the seeding day: an internship under way, not one long over.
  it.each(SEED_DAYS)('on %s is in its week 24, the week-23 diaries just handed in', (today) => {
    const { rowsOf, rowByKey } = seedIndex(demoData({ seedDay: today }));
    const own = rowsOf('InternshipStudent').find((s) => s.fUserId === student)!;
    const course = rowByKey('InternshipInfo', own.fInternshipInfoId)!;
    const [start, end] = [String(course.tStartDate), String(course.tEndDate)];
    expect(start <= today && today <= end, `${start} to ${end}`).toBe(true);
    expect(internshipWeek(start, today)).toBe(24);
    const diaries = rowsOf('InternshipDiary').filter((d) => d.fStudentUserId === student);
    expect(Math.max(...diaries.map((d) => Number(d.fWeek)))).toBe(23);
    for (const d of diaries) expect(internshipWeek(start, String(d.tDiaryDate))).toBe(d.fWeek);
    expect(diaries.every((d) => String(d.tDiaryDate) < today)).toBe(true);
  });
});

describe('training camp', () => {
  it('keeps teams, members and hand-ins within one project, with one leader per team', () => {
    for (const team of rowsOf('ProjectTeam')) {
      const members = rowsOf('ProjectTeamStudent').filter((m) => m.cProjectTeamId === team.cProjectTeamId);
      for (const m of members) expect(m.cProjectInfoId).toBe(team.cProjectInfoId);
      expect(members.filter((m) => m.fIsLeader === 1).map((m) => m.fStudentUserId)).toEqual([
        team.fLeaderUserId,
      ]);
      expect(team.fMemberCount).toBe(members.length);
    }
    for (const p of rowsOf('ProjectInfo')) {
      expect(p.fTeamCount).toBe(
        count('ProjectTeam', (t) => t.cProjectInfoId === p.cProjectInfoId && t.fIsEnroll === 2),
      );
    }
    expect(new Set(rowsOf('ProjectTeam').map((t) => t.fIsEnroll))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('hands in group tasks once per enrolled team; questions come from teams of the project', () => {
    const pairs = rowsOf('ProjectTeamTask').map((h) => `${h.cProjectTeamId}-${h.cProjectTaskId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const h of rowsOf('ProjectTeamTask')) {
      const task = rowByKey('ProjectTask', h.cProjectTaskId)!;
      const team = rowByKey('ProjectTeam', h.cProjectTeamId)!;
      expect([task.cProjectInfoId, team.cProjectInfoId, task.fTaskType, team.fIsEnroll]).toEqual([
        h.cProjectInfoId,
        h.cProjectInfoId,
        2,
        2,
      ]);
    }
    for (const q of rowsOf('ProjectQuestion')) {
      expect(rowByKey('ProjectTeam', q.cProjectTeamId)!.cProjectInfoId).toBe(q.cProjectInfoId);
      expect(Boolean(q.cReplyContent)).toBe(q.fStatus !== 0);
    }
    expect(new Set(rowsOf('ProjectQuestion').map((q) => q.fStatus))).toEqual(new Set([0, 1, 2]));
  });

  it('has questions answered by a tutor of the project and hand-ins made by a team member', () => {
    const tutorsOf = (project: unknown) =>
      rowsOf('ProjectTutor')
        .filter((t) => t.cProjectInfoId === project)
        .map((t) => t.fTutorUserId);
    for (const q of rowsOf('ProjectQuestion')) {
      expect(Boolean(q.fReplyUserId)).toBe(Boolean(q.cReplyContent));
      if (q.fReplyUserId) expect(tutorsOf(q.cProjectInfoId)).toContain(q.fReplyUserId);
    }
    for (const h of rowsOf('ProjectTeamTask')) {
      const members = rowsOf('ProjectTeamStudent').filter((m) => m.cProjectTeamId === h.cProjectTeamId);
      expect(members.map((m) => m.fStudentUserId)).toContain(h.fSubmitUserId);
    }
  });

  it("names an enterprise tutor's company as their internship tutoring does", () => {
    for (const t of rowsOf('ProjectTutor')) {
      if (t.fTutorType !== 2) {
        expect(t.fCompanyId ?? null).toBeNull();
        continue;
      }
      expect(roleOf.get(t.fTutorUserId as string)).toBe('companyTutor');
      const elsewhere = rowsOf('InternshipTutor')
        .filter((i) => i.fUserId === t.fTutorUserId)
        .map((i) => i.fCompanyId);
      for (const company of elsewhere) expect(company).toBe(t.fCompanyId);
    }
  });

  it('has projects entered by one of their tutors', () => {
    for (const p of rowsOf('ProjectInfo')) {
      const tutors = rowsOf('ProjectTutor').filter((t) => t.cProjectInfoId === p.cProjectInfoId);
      expect(tutors.map((t) => t.fTutorUserId)).toContain(p[CREATOR]);
    }
  });
});

describe('who created what', () => {
  it("has courses set up by staff of the course's school", () => {
    for (const c of [...rowsOf('InternshipInfo'), ...rowsOf('PracticeInfo')]) {
      const creator = rowByKey('AppUser', c[CREATOR])!;
      expect(creator.fSchoolId).toBe(c.fSchoolId);
      expect(['schoolAdmin', 'teacher']).toContain(roleOf.get(creator.fAppUserId as string));
    }
    for (const c of rowsOf('PracticeInfo')) expect(c[CREATOR]).toBe(c.fTeacherUserId);
  });

  it("has posts written by the company's tutor or its partner school's admin", () => {
    for (const p of rowsOf('CloudRecruitment')) {
      const company = rowByKey('Company', p.fCompanyId)!;
      const creator = rowByKey('AppUser', p[CREATOR])!;
      const role = roleOf.get(creator.fAppUserId as string);
      if (role === 'schoolAdmin') expect(creator.fSchoolId).toBe(company.fSchoolId);
      else {
        expect(role).toBe('companyTutor');
        const tutoring = [...rowsOf('InternshipTutor'), ...rowsOf('ProjectTutor')].filter(
          (t) => (t.fUserId ?? t.fTutorUserId) === creator.fAppUserId,
        );
        expect(tutoring.map((t) => t.fCompanyId)).toContain(p.fCompanyId);
      }
    }
  });
});

describe('cloud areas', () => {
  const posts = rowsOf('CloudRecruitment');

  it('follows the recruitment status chain, with every step and a pinned post', () => {
    for (const p of posts) {
      if (p.fIsPublish === 1) expect(p.fStatus).toBe(1);
      if (p.fIsFinished === 1) expect(p.fIsPublish).toBe(1);
      expect(Boolean(p.tPublishDate)).toBe(p.fIsPublish === 1);
      expect(p.fSchoolId === null).toBe(p.fRecruitmentType === 1);
    }
    const step = (p: Row) =>
      p.fStatus !== 1
        ? `status${p.fStatus}`
        : p.fIsPublish !== 1
          ? 'unpublished'
          : p.fIsFinished === 1
            ? 'finished'
            : 'recruiting';
    expect(new Set(posts.map(step))).toEqual(
      new Set(['status0', 'status2', 'unpublished', 'recruiting', 'finished']),
    );
    expect(posts.some((p) => p.fIsTop === 1 && step(p) === 'recruiting')).toBe(true);
  });

  it('takes applications only for published posts, with the applicant’s own resume', () => {
    for (const a of rowsOf('CloudRecruitmentApply')) {
      const post = rowByKey('CloudRecruitment', a.cCloudRecruitmentId)!;
      const resume = rowByKey('CloudResume', a.cCloudResumeId)!;
      expect(post.fIsPublish).toBe(1);
      if (post.fRecruitmentType === 2) expect(a.fSchoolId).toBe(post.fSchoolId);
      expect([resume.fUserId, resume.cFilePath]).toEqual([a.fUserId, a.cFilePath]);
      expect(rowByKey('CloudResumeBase', resume.cCloudResumeBaseId)!.fUserId).toBe(a.fUserId);
    }
    for (const p of posts) {
      expect(p.fApplyCount).toBe(
        count('CloudRecruitmentApply', (a) => a.cCloudRecruitmentId === p.cCloudRecruitmentId),
      );
    }
  });

  it.each(['CloudCareerPlanning', 'CloudInnovation', 'CloudSeminar'])(
    'keeps %s attendance within reviewed lectures and their school',
    (area) => {
      const key = `c${area}Id`;
      for (const lecture of rowsOf(area)) {
        expect(lecture.fSchoolId === null).toBe(lecture.fLectureType === 2);
        // A school admin reviews in-school lectures (0 passed, 1 rejected), the platform admin the others (2, 3).
        expect(lecture.fLectureType === 1 ? [0, 1, 4] : [2, 3, 4]).toContain(lecture.fStatus);
        for (const child of ['Comment', 'Enrollment']) {
          const rows = rowsOf(`${area}${child}`).filter((r) => r[key] === lecture[key]);
          if (rows.length) expect([0, 2]).toContain(lecture.fStatus);
          for (const r of rows) {
            expect(r.fSchoolId).toBe(rowByKey('AppUser', r.fUserId)!.fSchoolId ?? null);
            if (lecture.fLectureType === 1) expect(r.fSchoolId).toBe(lecture.fSchoolId);
          }
        }
        expect(lecture.fEnrollCount).toBe(count(`${area}Enrollment`, (e) => e[key] === lecture[key]));
      }
      expect(new Set(rowsOf(`${area}Comment`).map((c) => c.fIsOpen)).size).toBeGreaterThan(0);
    },
  );

  it('shows every lecture review state and both open and held-back comments', () => {
    const states = ['CloudCareerPlanning', 'CloudInnovation', 'CloudSeminar'].flatMap((a) =>
      rowsOf(a).map((l) => l.fStatus),
    );
    expect(new Set(states)).toEqual(new Set([0, 1, 2, 3, 4]));
    const open = ['CloudCareerPlanning', 'CloudInnovation', 'CloudSeminar'].flatMap((a) =>
      rowsOf(`${a}Comment`).map((c) => c.fIsOpen),
    );
    expect(new Set(open)).toEqual(new Set([0, 1]));
  });

  it('records each playback viewer against exactly one lecture, and footprints against real rows', () => {
    const lectureKeys = ['cCloudCareerPlanningId', 'cCloudInnovationId', 'cCloudSeminarId'];
    for (const v of rowsOf('CloudPlaybackViewer')) expect(lectureKeys.filter((k) => v[k])).toHaveLength(1);
    const moduleEntity = [
      '',
      'CloudRecruitment',
      'CloudResource',
      'CloudInnovation',
      'CloudCareerPlanning',
      'CloudSeminar',
    ];
    for (const h of rowsOf('CloudMyHistory')) {
      const target = rowByKey(moduleEntity[h.fModuleType as number]!, h.cTargetId);
      expect(target).toBeDefined();
      const title = entityByName.get(moduleEntity[h.fModuleType as number]!)!.title;
      expect(target![title]).toBe(h.cTitle);
    }
  });
});

describe('portal and text', () => {
  it('has news of both kinds and banners for all three pages', () => {
    expect(new Set(rowsOf('GatewayNewsInfo').map((n) => n.fType))).toEqual(new Set([1, 2]));
    expect(new Set(rowsOf('GatewayAdvertisementInfo').map((b) => b.fType))).toEqual(new Set([1, 2, 3]));
  });

  it('dates everything within the 2025-09 to 2026-11 school year (birthdays aside)', () => {
    const outside: string[] = [];
    for (const t of tables) {
      const def = entityByName.get(t.entity)!;
      for (const row of t.rows)
        for (const [wire, f] of Object.entries(def.fields)) {
          const value = row[wire];
          if (wire === 'tBirthday' || typeof value !== 'string' || !['date', 'dateTime'].includes(f.display))
            continue;
          if (value < '2025-09-01' || value > '2026-11-30 23:59:59')
            outside.push(`${t.entity}.${wire}=${value}`);
        }
    }
    expect(outside).toEqual([]);
  });

  it('contains no placeholder text', () => {
    // Whole words: the audit log names calls such as GiveInternshipSummaryGrade, whose 'ipSum' is no Latin.
    const placeholder = /\blorem\b|\bipsum\b|测试\d|test\s?\d|xxx|TODO/i;
    const found = tables.flatMap((t) =>
      t.rows.flatMap((row) =>
        Object.values(row).filter(
          (v) => typeof v === 'string' && placeholder.test(v) && !v.startsWith('demo/'),
        ),
      ),
    );
    expect(found).toEqual([]);
  });
});
