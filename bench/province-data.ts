/**
 * The province of bench/province.ts, made in SQL with generate_series (never through the API, which would
 * take hours): 200 schools of 1 000 students each at full scale, each school with two internship courses,
 * classes of 50, ten companies, an in-school tutor per class and an enterprise tutor per 25 students, and
 * for every student a 岗位信息, a 三方协议 and a policy (most complete, some with the gaps the bureau's check
 * finds), 20 weekly diaries and 50 sign-ins (25 working days of 上班 and 下班), and a warning for one in
 * twenty. Ids are md5 of a name and a number, 32 hex characters as the server's own.
 *
 * The diaries' and sign-ins' secondary indexes are dropped while their 14 million rows go in and built again
 * afterwards from their own definitions: one sorted build is several times faster than keeping an index up
 * row by row, and it leaves the same indexes the migration made.
 */
import type { Db } from '../packages/server/src/db/driver.js';

export interface Scale {
  readonly schools: number;
  readonly students: number;
  readonly diariesPerStudent: number;
  readonly signInDaysPerStudent: number;
}

export function scaleOf(factor: number): Scale {
  return {
    schools: Math.max(2, Math.round(200 * Math.min(1, factor))),
    students: Math.max(100, Math.round(200_000 * factor)),
    diariesPerStudent: 20,
    signInDaysPerStudent: 25,
  };
}

/** The md5 id of the n-th thing of a kind (n a SQL expression). */
export const pid = (kind: string, n: string) => `md5('pv-${kind}-' || (${n}))`;

const PER_CLASS = 50;
const COMPANIES_PER_SCHOOL = 10;

/** A step's name and how long it took, for the report. */
export type Timings = [string, number][];

async function timed(timings: Timings, name: string, run: () => Promise<unknown>) {
  const t0 = performance.now();
  await run();
  const took = performance.now() - t0;
  timings.push([name, took]);
  // Printed as it goes: at full scale the whole takes minutes, and a step that stalls should show which.
  console.log(`  ${(took / 1000).toFixed(1).padStart(6)} s  ${name}`);
}

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const rows = await db.query<{ c: string }>(
    `select column_name c from information_schema.columns where table_schema = current_schema() and table_name = $1
      order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.c);
}

/** `count` rows made from the demo row `where` picks, the columns of `set` replaced by SQL over g (1..count). */
async function copyRows(db: Db, table: string, where: string, count: number, set: Record<string, string>) {
  const cols = await columnsOf(db, table);
  const values = cols.map((c) => set[c] ?? `t."${c}"`);
  await db.query(
    `insert into "${table}" (${cols.map((c) => `"${c}"`).join(', ')})
     select ${values.join(', ')} from (select * from "${table}" where ${where} limit 1) t, generate_series(1, ${count}) g`,
  );
}

/** The secondary (not primary key) indexes of a table with their definitions. */
export async function indexesOf(
  db: Db,
  table: string,
): Promise<{ name: string; def: string; unique: boolean }[]> {
  return db.query(
    `select i.indexname as name, i.indexdef as def, x.indisunique as unique
       from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
      where i.schemaname = current_schema() and i.tablename = $1 and not x.indisprimary order by 1`,
    [table],
  );
}

export async function generateProvince(db: Db, scale: Scale, today: string): Promise<Timings> {
  const t: Timings = [];
  const { schools, students } = scale;
  const perSchool = Math.ceil(students / schools);
  const perCourse = Math.ceil(perSchool / 2);
  const school = (g: string) => `1 + ((${g}) - 1) / ${perSchool}`;
  const course = (g: string) => `1 + ((${g}) - 1) / ${perCourse}`;
  const klass = (g: string) => `1 + ((${g}) - 1) / ${PER_CLASS}`;
  const company = (g: string) =>
    `1 + ((${g}) - 1) % ${COMPANIES_PER_SCHOOL} + (${school(g)} - 1) * ${COMPANIES_PER_SCHOOL}`;
  const classes = Math.ceil(students / PER_CLASS);
  const courses = Math.ceil(students / perCourse);
  const start = `to_char('${today}'::date - 150, 'YYYY-MM-DD')`;
  const end = `to_char('${today}'::date + 60, 'YYYY-MM-DD')`;

  await timed(
    t,
    `${schools} schools, ${schools * COMPANIES_PER_SCHOOL} companies, ${classes} classes`,
    async () => {
      await copyRows(db, 'School', 'true', schools, {
        fSchoolId: pid('school', 'g'),
        cSchoolName: `'省属第' || g || '职业技术学院'`,
        cSchoolCode: `'PV' || lpad(g::text, 4, '0')`,
        cShortName: `'职院' || g`,
      });
      await copyRows(db, 'Company', 'true', schools * COMPANIES_PER_SCHOOL, {
        fCompanyId: pid('company', 'g'),
        cCompanyName: `'华东' || g || '号智能制造有限公司'`,
        cCreditCode: `'91310115' || upper(substr(md5('cc' || g), 1, 10))`,
      });
      await db.query(
        `insert into "Class" ("fClassId", "fSchoolId", "cClassName", "cMajor", "fGrade", "tCreateDate")
       select ${pid('class', 'g')}, ${pid('school', `1 + (g - 1) / ${Math.max(1, Math.floor(perSchool / PER_CLASS))}`)}, '班级' || g,
              (array['数控技术', '软件技术', '会计', '护理', '电子商务'])[1 + g % 5], 2023, '${today} 08:00:00'
         from generate_series(1, $1) g`,
        [classes],
      );
    },
  );

  await timed(t, `${courses} courses, ${students} student accounts and internship students`, async () => {
    await copyRows(db, 'InternshipInfo', 'true', courses, {
      fInternshipInfoId: pid('course', 'g'),
      fSchoolId: pid('school', `1 + (g - 1) / 2`),
      cInternshipName: `'2026届岗位实习' || g`,
      tStartDate: start,
      tEndDate: end,
    });
    await copyRows(db, 'AppUser', `"cUserName" = 'student'`, students, {
      fAppUserId: pid('user', 'g'),
      fSchoolId: pid('school', school('g')),
      cUserName: `'pv_student_' || g`,
      cRealName: `'学生' || g`,
      cMobile: `'1880' || lpad(g::text, 7, '0')`,
      cNumber: `'S' || lpad(g::text, 9, '0')`,
    });
    // Each grant fires the session stamp's deferred trigger (db/session-stamp.ts), which updates one row: 200 000
    // updates of one row took minutes. No server runs on the database yet, so no cached caller needs the bump.
    await db.tx(async (q) => {
      await q.query('set local session_replication_role = replica');
      await q.query(
        `insert into app_role_user (role_id, user_id)
         select r.role_id, ${pid('user', 'g')} from (select role_id from app_role_user ru join "AppUser" u
           on u."fAppUserId" = ru.user_id where u."cUserName" = 'student' limit 1) r, generate_series(1, $1) g`,
        [students],
      );
    });
    await db.query(
      `insert into "InternshipStudent" ("fInternshipStudentId", "fInternshipInfoId", "fUserId", "fClassId", "cRealName",
         "cNumber", "cMobile", "fCompanyId", "cCompanyName", "cPost", "cWorkPlace", "tStartDate", "tEndDate",
         "fInternshipStatus", "tCreateDate")
       select ${pid('student', 'g')}, ${pid('course', course('g'))}, ${pid('user', 'g')}, ${pid('class', klass('g'))},
              '学生' || g, 'S' || lpad(g::text, 9, '0'), '1880' || lpad(g::text, 7, '0'),
              ${pid('company', company('g'))}, '华东' || (${company('g')}) || '号智能制造有限公司',
              (array['数控操作工', '软件测试', '出纳', '护士', '运营助理'])[1 + g % 5],
              '上海市浦东新区张江路368号,31.2058,121.5907', ${start}, ${end}, 1, '${today} 08:00:00'
         from generate_series(1, $1) g`,
      [students],
    );
  });

  await timed(t, 'tutors, placements, agreements, policies, warnings', async () => {
    await db.query(
      `insert into "InternshipTutor" ("fInternshipTutorId", "fInternshipInfoId", "fType", "cRealName", "cMobile")
       select ${pid('tutor-in', 'c')}, ${pid('course', course(`(c - 1) * ${PER_CLASS} + 1`))}, 1, '校内导师' || c,
              '1770' || lpad(c::text, 7, '0') from generate_series(1, $1) c`,
      [classes],
    );
    await db.query(
      `insert into "InternshipTutor" ("fInternshipTutorId", "fInternshipInfoId", "fType", "cRealName", "cMobile")
       select ${pid('tutor-co', 'c')}, ${pid('course', course('(c - 1) * 25 + 1'))}, 2, '企业导师' || c,
              '1660' || lpad(c::text, 7, '0') from generate_series(1, $1) c`,
      [Math.ceil(students / 25)],
    );
    await db.query(
      `insert into "InternshipTutorStudent" ("fInternshipTutorStudentId", "fInternshipInfoId", "fInternshipTutorId",
         "fInternshipStudentId")
       select ${pid('ts-in', 'g')}, ${pid('course', course('g'))}, ${pid('tutor-in', klass('g'))}, ${pid('student', 'g')}
         from generate_series(1, $1) g
       union all
       select ${pid('ts-co', 'g')}, ${pid('course', course('g'))}, ${pid('tutor-co', '1 + (g - 1) / 25')}, ${pid('student', 'g')}
         from generate_series(1, $1) g`,
      [students],
    );
    // Nineteen in twenty have their placement recorded; one in ten of those without the unit's code.
    await db.query(
      `insert into "InternshipPlacement" ("fInternshipPlacementId", "fInternshipInfoId", "fInternshipStudentId",
         "fStudentUserId", "fSchoolId", "fInternshipKind", "fOrganizeForm", "fPlacementMode", "fMajorMatch",
         "cCreditCode", "cCity", "tCreateDate")
       select ${pid('placement', 'g')}, ${pid('course', course('g'))}, ${pid('student', 'g')}, ${pid('user', 'g')},
              ${pid('school', school('g'))}, 2, 1 + g % 2, 1 + g % 2, case when g % 7 = 0 then 0 else 1 end,
              case when g % 10 = 3 then null else '91310115' || upper(substr(md5('cc' || (${company('g')})), 1, 10)) end,
              (array['上海', '苏州', '杭州', '南京', '宁波'])[1 + g % 5], '${today} 08:00:00'
         from generate_series(1, $1) g where g % 20 <> 0`,
      [students],
    );
    // 已签 and passed for most; one in twenty excepted by the school, one in twenty still unsigned.
    await db.query(
      `insert into "InternshipAgreement" ("fInternshipAgreementId", "fInternshipInfoId", "fInternshipStudentId",
         "fStudentUserId", "fSchoolId", "cSchoolParty", "cCompanyParty", "cStudentParty", "fAgreementStatus",
         "tSignedDate", "fReviewStatus", "cExemptReason", "tCreateDate")
       select ${pid('agreement', 'g')}, ${pid('course', course('g'))}, ${pid('student', 'g')}, ${pid('user', 'g')},
              ${pid('school', school('g'))}, '学校', '企业', '学生' || g,
              case when g % 20 in (1, 2) then 0 else 1 end, case when g % 20 in (1, 2) then null else ${start} end,
              case when g % 20 in (1, 2) then null else 1 end,
              case when g % 20 = 1 then '企业盖章流程中' end, '${today} 08:00:00'
         from generate_series(1, $1) g`,
      [students],
    );
    await db.query(
      `insert into "InternshipInsurance" ("fInternshipInsuranceId", "fInternshipInfoId", "fInternshipStudentId",
         "fStudentUserId", "fSchoolId", "cInsurer", "cPolicyNumber", "tStartDate", "tEndDate", "fReviewStatus",
         "tCreateDate")
       select ${pid('policy', 'g')}, ${pid('course', course('g'))}, ${pid('student', 'g')}, ${pid('user', 'g')},
              ${pid('school', school('g'))}, '中国人民财产保险', 'PICC-' || lpad((${school('g')})::text, 4, '0'),
              ${start}, ${end}, case when g % 10 = 5 then 0 else 1 end, '${today} 08:00:00'
         from generate_series(1, $1) g where g % 25 <> 0`,
      [students],
    );
    await db.query(
      `insert into "AttendanceWarning" ("fAttendanceWarningId", "fSchoolId", "fInternshipInfoId",
         "fInternshipStudentId", "fUserId", "cTargetName", "fWarningTarget", "cWarningKind", "fWarningLevel", "cReason",
         "cWarningKey", "fWarningStatus", "tRaisedDate", "tCreateDate")
       select ${pid('warning', 'g')}, ${pid('school', school('g'))}, ${pid('course', course('g'))}, ${pid('student', 'g')},
              ${pid('user', 'g')}, '学生' || g, 1, 'noSignIn', 1, '连续3个工作日未签到',
              'noSignIn:' || ${pid('student', 'g')}, 0, '${today} 08:00:00', '${today} 08:00:00'
         from generate_series(1, $1) g where g % 20 = 7`,
      [students],
    );
  });

  for (const [table, label, insert] of [
    [
      'InternshipDiary',
      `${students * scale.diariesPerStudent} diaries`,
      // One a week for the last 20 weeks: reviewed unless from the last two weeks, which wait for review.
      `insert into "InternshipDiary" ("fInternshipDiaryId", "fInternshipInfoId", "fInternshipStudentId",
         "fStudentUserId", "cDiaryName", "tDiaryDate", "fWeek", "fLateDays", "fStatus", "tCreateDate")
       select ${pid('diary', `g || '-' || w`)}, ${pid('course', course('g'))}, ${pid('student', 'g')},
              ${pid('user', 'g')}, '第' || w || '周周记', to_char('${today}'::date - 7 * w, 'YYYY-MM-DD'), 22 - w, 0,
              case when w <= 2 then 1 else 2 end, to_char('${today}'::date - 7 * w, 'YYYY-MM-DD') || ' 20:00:00'
         from generate_series(1, ${students}) g, generate_series(1, ${scale.diariesPerStudent}) w`,
    ],
    [
      'AttendanceSignIn',
      `${students * scale.signInDaysPerStudent * 2} sign-ins`,
      // 上班 and 下班 on the last 25 working days (Monday to Friday).
      `insert into "AttendanceSignIn" ("fAttendanceSignInId", "fInternshipInfoId", "fInternshipStudentId",
         "fStudentUserId", "fSignInKind", "tSignInDate", "tSignInTime", "fDistance", "fFencePosition",
         "fSignInTiming", "fSignInSource", "tCreateDate")
       select ${pid('sign', `g || '-' || d.n || '-' || k`)}, ${pid('course', course('g'))}, ${pid('student', 'g')},
              ${pid('user', 'g')}, k, d.day, d.day || case k when 1 then ' 08:40:00' else ' 17:35:00' end,
              (g * 7 + d.n) % 400, 1, case when (g + d.n) % 30 = 0 then 1 else 0 end, 1,
              d.day || case k when 1 then ' 08:40:00' else ' 17:35:00' end
         from (select row_number() over (order by x desc) n, to_char(x, 'YYYY-MM-DD') as day
                 from generate_series('${today}'::date - 40, '${today}'::date - 1, '1 day') x
                where extract(isodow from x) < 6 order by x desc limit ${scale.signInDaysPerStudent}) d,
              generate_series(1, ${students}) g, generate_series(1, 2) k`,
    ],
  ] as const) {
    const indexes = await indexesOf(db, table);
    await timed(t, `${label} (${indexes.length} secondary indexes dropped)`, async () => {
      for (const i of indexes) await db.query(`drop index "${i.name}"`);
      await db.query(insert);
    });
    await timed(t, `  ${table}: rebuilding ${indexes.map((i) => i.name).join(', ')}`, async () => {
      for (const i of indexes) await db.query(i.def);
    });
  }
  await timed(t, 'analyze', () => db.query('analyze'));
  return t;
}
