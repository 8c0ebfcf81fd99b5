import { Field } from '@chakra-ui/react';
import { type ImportRow, OptionSelect, type SelectOption } from '@practice/ui-kit';
import { useState } from 'react';
import { useLoaded } from '../../data/use-loaded.js';
import { entityChoices } from '../entity-list/entity-calls.js';
import { entityNamed } from '../entity-list/index.js';
import { DryRunImportDialog } from '../kit/index.js';
import { saveImportTemplate } from './import-template.js';
import type { IssuedAccount } from './initial-passwords.js';
import { InitialPasswordsDialog } from './initial-passwords-dialog.js';

export interface UserImportDialogProps {
  open: boolean;
  /** The user list refreshes through the import itself (src/data). */
  onClose: () => void;
}

/** A row the dry run would create, as AppUserImport's preview lists it. */
export interface PreviewUser {
  row: number;
  cRealName: string;
  cMobile: string;
  cNumber: string | null;
  cUserType: string;
  cSchoolName: string | null;
  cDepartName: string | null;
}

/** Step 3: each user the import would create. */
export const previewUsers = (content: { preview?: PreviewUser[] }): ImportRow[] =>
  (content.preview ?? []).map((u) => ({
    行号: u.row,
    姓名: u.cRealName,
    手机号: u.cMobile,
    类型: u.cUserType,
    学校: u.cSchoolName ?? '',
    班级: u.cDepartName ?? '',
    '学号/工号': u.cNumber ?? '',
  }));

/** What the import answers: each account created with the password it signs in with first. */
interface ImportAnswer {
  preview?: PreviewUser[];
  accounts?: IssuedAccount[];
}

/** The query of both the check and the import: the course the students also join, when one is chosen. */
export const importQuery = (courseId: string): Record<string, string> =>
  courseId ? { fInternshipInfoId: courseId } : {};

const COURSES = entityNamed('InternshipInfo');

/** The internship courses the caller may put students into (the server checks again). */
function useCourses(open: boolean): SelectOption[] {
  return (
    useLoaded(open ? 'import courses' : null, () => entityChoices(COURSES), { keepLast: true }).value ?? []
  );
}

/**
 * 导入 of users (SPEC §2.4): the server's template, then its dry run, the users it would create, and the
 * import of all or none. The students may also join an internship course in the same step (实习课程, optional).
 * What it created is shown once: every account with its initial password, to download as a workbook.
 * Shared by /system and /basic-info user-manage: a school administrator imports into their own school.
 */
export function UserImportDialog(props: UserImportDialogProps) {
  const courses = useCourses(props.open);
  const [course, setCourse] = useState('');
  const [issued, setIssued] = useState<IssuedAccount[]>([]);
  return (
    <>
      <DryRunImportDialog<ImportAnswer>
        {...props}
        onClose={() => {
          setCourse('');
          props.onClose();
        }}
        title="导入用户"
        operation="AppUserImport"
        query={importQuery(course)}
        downloadTemplate={saveImportTemplate}
        previewOf={previewUsers}
        onResult={(answer) => setIssued(answer.accounts ?? [])}
        options={
          <Field.Root mb="4">
            <Field.Label>同时加入实习课程（可选）</Field.Label>
            <OptionSelect
              aria-label="同时加入实习课程"
              options={courses}
              emptyLabel="不加入实习课程"
              value={course}
              onChange={setCourse}
            />
            <Field.HelperText>选择后，导入的学生将同时成为该实习课程的实习学生</Field.HelperText>
          </Field.Root>
        }
      />
      <InitialPasswordsDialog accounts={issued} downloadable onClose={() => setIssued([])} />
    </>
  );
}
