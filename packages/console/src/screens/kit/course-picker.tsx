import { Field } from '@chakra-ui/react';
import { OptionSelect, type QueryValues, type TableRow } from '@practice/ui-kit';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLoaded } from '../../data/use-loaded.js';
import { authStore } from '../../stores/auth.js';
import { callOperation } from '../entity-list/index.js';
import { MY_INTERNSHIPS } from '../practice/student-manage/parts/own-internships.js';
import { useLinkFilter } from './link-filter.js';

const allRows = async (operation: string) =>
  ((await callOperation(operation, { pageNumber: -1, pageSize: 10 })) as { List: TableRow[] }).List;

/** Every course the caller's scope shows (SPEC §9 pageNumber -1): a tutor's own, a school's all. */
const loadCourses = () => allRows('GetInternshipInfoPageList');

/**
 * A student's courses: those of their own rows of 我的实习, each once. The courses' own list shows a student
 * every course of the school, which is not theirs to pick.
 */
async function loadOwnCourses(): Promise<TableRow[]> {
  const byCourse = new Map<string, TableRow>();
  for (const row of await allRows(MY_INTERNSHIPS)) {
    const id = String(row.fInternshipInfoId);
    if (!byCourse.has(id)) byCourse.set(id, row);
  }
  return [...byCourse.values()];
}

/** Whether the caller picks among their own courses as a student (no tutor's or admin's role beside it). */
const picksAsStudent = (roles: readonly string[]) => roles.length > 0 && roles.every((r) => r === 'student');

/**
 * 实习课程 for the pages that show one course at a time (考勤, 实习保障): the caller's courses, the first chosen
 * when none is; the server's row scope decides which courses those are, a student's being those they take.
 */
export function CoursePicker({
  value,
  onChange,
  allowAll = false,
}: {
  value: string;
  onChange: (id: string) => void;
  /** Offers 全部课程 (the value ALL_COURSES) first: a figure's list opened across the school's courses. */
  allowAll?: boolean;
}) {
  const { user } = useSnapshot(authStore);
  const own = picksAsStudent(user?.roles ?? []);
  const courses = useLoaded(
    own ? 'own internship courses' : 'internship courses',
    own ? loadOwnCourses : loadCourses,
    { reads: own ? ['InternshipStudent', 'InternshipInfo'] : ['InternshipInfo'] },
  );
  const options = useMemo(
    () => [
      ...(allowAll ? [{ value: ALL_COURSES, label: '全部课程' }] : []),
      ...(courses.value ?? []).map((c) => ({
        value: String(c.fInternshipInfoId),
        label: String(c.cInternshipName),
      })),
    ],
    [courses.value, allowAll],
  );
  const first = options[0]?.value;
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);
  return (
    <Field.Root w={{ base: 'full', md: 'sm' }}>
      <Field.Label>实习课程</Field.Label>
      <OptionSelect
        options={options}
        value={value}
        onChange={onChange}
        placeholder={courses.status === 'loaded' && options.length === 0 ? '暂无实习课程' : '请选择实习课程'}
      />
    </Field.Root>
  );
}

/** The picker's value for every course at once. */
export const ALL_COURSES = 'all';

export interface CourseScope {
  /** The course picked, '' while none is (or all are). */
  readonly course: string;
  readonly picker: ReactNode;
  /** The list's fixed filter: the course, and what the link that opened the page narrows it to. */
  readonly filter: QueryValues | undefined;
}

/**
 * A page of one course at a time that a link may open narrowed (a dashboard's figure: ?fAgreementStatus=0; a
 * report's gap: ?fInternshipStudentId=…): the link's course when it names one, else 全部课程, and the link's
 * `keys` as the list's filter while the address holds them. Opened from the menu: the first course.
 */
export function useCourseScope(keys: readonly string[]): CourseScope {
  const link = useLinkFilter(['fInternshipInfoId', ...keys]);
  const linked = link ? String(link.fInternshipInfoId ?? ALL_COURSES) : '';
  const [picked, setPicked] = useState(linked);
  // A kept-alive page opened again by another link takes that link's course.
  useEffect(() => {
    if (linked) setPicked(linked);
  }, [linked]);
  const course = picked === ALL_COURSES ? '' : picked;
  const filter = useMemo(() => {
    const { fInternshipInfoId: _fromLink, ...narrowed } = link ?? {};
    const values = { ...narrowed, ...(course ? { fInternshipInfoId: course } : {}) };
    return Object.keys(values).length ? values : undefined;
  }, [link, course]);
  return {
    course,
    picker: <CoursePicker value={picked} onChange={setPicked} allowAll={link !== undefined} />,
    filter,
  };
}
