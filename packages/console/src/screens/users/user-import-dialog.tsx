import type { ImportRow } from '@practice/ui-kit';
import { DryRunImportDialog } from '../kit/index.js';
import { saveImportTemplate } from './import-template.js';

export interface UserImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The table reloads after a successful import. */
  onImported: () => void;
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

/**
 * 导入 of users (SPEC §2.4): the server's template, then its dry run, the users it would create, and the
 * import of all or none. Shared by /system and /basic-info user-manage: a school administrator imports into
 * their own school.
 */
export function UserImportDialog(props: UserImportDialogProps) {
  return (
    <DryRunImportDialog
      {...props}
      title="导入用户"
      operation="AppUserImport"
      downloadTemplate={saveImportTemplate}
      previewOf={previewUsers}
    />
  );
}
