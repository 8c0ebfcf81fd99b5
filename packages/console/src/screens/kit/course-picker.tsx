import { Field } from '@chakra-ui/react';
import { OptionSelect, type TableRow } from '@practice/ui-kit';
import { useEffect, useMemo } from 'react';
import { useLoaded } from '../../data/use-loaded.js';
import { callOperation } from '../entity-list/index.js';

/** Every course the caller's scope shows (SPEC §9 pageNumber -1): a tutor's own, a school's all. */
const loadCourses = async () =>
  (
    (await callOperation('GetInternshipInfoPageList', { pageNumber: -1, pageSize: 10 })) as {
      List: TableRow[];
    }
  ).List;

/**
 * 实习课程 for the pages that show one course at a time (考勤, 实习保障): the caller's courses, the first chosen
 * when none is; the server's row scope decides which courses those are.
 */
export function CoursePicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const courses = useLoaded('internship courses', loadCourses, { reads: ['InternshipInfo'] });
  const options = useMemo(
    () =>
      (courses.value ?? []).map((c) => ({
        value: String(c.fInternshipInfoId),
        label: String(c.cInternshipName),
      })),
    [courses.value],
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
