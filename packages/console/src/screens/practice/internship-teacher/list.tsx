import { Button } from '@chakra-ui/react';
import { SCHOOL_REQUIRED_FOR_COURSE } from '@practice/sdk';
import { enums } from '@practice/sdk/contract';
import { type EntityColumns, notify, TreePanel, useTreeQuery } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { EntityFormDialog } from '../../entity-list/entity-form-dialog.js';
import { formFieldsOf } from '../../entity-list/form-fields.js';
import { bulkCall, EntityListScreen, entityNamed, type ListActions } from '../../entity-list/index.js';
import { chosenSchool, useCourseSchools } from '../../kit/internship/course-schools.js';
import { linkSetColumn } from '../../kit/link-set-column.js';
import { COURSE_KEYS, COURSE_PAGES } from './parts/course/course-links.js';
import { CourseProgressDialog } from './parts/progress/dialog.js';

const KEY = 'fInternshipInfoId';
/** A new course here is an internship (SPEC §3 fCourseType 1) unless the user picks another kind. */
const INTERNSHIP = String(enums.CourseType.options.find((o) => o.label === '实习')?.value ?? '');

/** The course name opens its students; the 课程管理 cell opens every other page of the course. */
const COLUMNS: EntityColumns<'InternshipInfo'> = {
  cInternshipName: { link: { child: 'student-list', fields: COURSE_KEYS } },
  _pages: linkSetColumn('课程管理', COURSE_PAGES, COURSE_KEYS),
};

type Progress = { id: string; title: string } | null;

/** Paraphrased: the spec names 关闭 but not its question; closing ends the course's internship stage. */
const CLOSE_CONFIRM = '确定要关闭选中的实习课程吗？关闭后实习阶段将变为实习结束';

/**
 * /practice/practice-manage/list and /practice/teacher-manage/list (实习课程): the courses with their review
 * state and stage, a school tree for whoever sees more than one school (a course is added under the chosen
 * school, SPEC §5), review, close and recover on the selected rows, and links to every page of a course.
 */
export default function CourseListScreen() {
  const entity = entityNamed('InternshipInfo');
  const fields = useMemo(() => formFieldsOf(entity), [entity]);
  const schools = useCourseSchools();
  const tree = useTreeQuery('fSchoolId');
  const [adding, setAdding] = useState<{ school: string } | null>(null);
  const [progress, setProgress] = useState<Progress>(null);
  // Who is behind with diaries, summaries and reviews, per course: the 进度 cell opens the counts.
  const columns = useMemo<EntityColumns<'InternshipInfo'>>(
    () => ({
      ...COLUMNS,
      _progress: {
        title: '进度',
        text: () => '查看',
        render: (row) => (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="brand"
            onClick={() => setProgress({ id: String(row[KEY]), title: String(row.cInternshipName ?? '') })}
          >
            查看
          </Button>
        ),
      },
    }),
    [],
  );
  // Stable while the dialog is open: a new object would reset what the user typed.
  const defaults = useMemo(
    () => (adding ? { fSchoolId: adding.school, fCourseType: INTERNSHIP } : undefined),
    [adding],
  );

  const handlers: ListActions = {
    AddInternshipInfo: {
      need: 'none',
      run: () => {
        const school = chosenSchool(tree.selected, schools ?? []);
        if (school) setAdding({ school });
        else notify('warning', SCHOOL_REQUIRED_FOR_COURSE);
      },
    },
    AuthInternshipInfoIDS: bulkCall('AuthInternshipInfoIDS', { key: KEY }),
    UnAuthInternshipInfoIDS: bulkCall('UnAuthInternshipInfoIDS', { key: KEY }),
    CloseInternshipInfoIDS: bulkCall('CloseInternshipInfoIDS', { key: KEY, confirm: () => CLOSE_CONFIRM }),
    RecoverInternshipInfoIDS: bulkCall('RecoverInternshipInfoIDS', { key: KEY }),
  };

  const side =
    schools && schools.length > 1 ? (
      <TreePanel data={schools} allRoot label="学校" onSelect={tree.onSelect} defaultWidth={260} />
    ) : undefined;

  return (
    <EntityListScreen
      entity="InternshipInfo"
      columns={columns}
      handlers={handlers}
      filter={tree.query}
      {...(side ? { side } : {})}
    >
      <EntityFormDialog
        entity={entity}
        fields={fields}
        open={adding !== null}
        defaults={defaults}
        onClose={() => setAdding(null)}
      />
      {progress && (
        <CourseProgressDialog
          open
          internshipInfoId={progress.id}
          title={progress.title}
          onClose={() => setProgress(null)}
        />
      )}
    </EntityListScreen>
  );
}
