import { type ImportRow, saveWorkbook } from '@practice/ui-kit';
import { DryRunImportDialog } from '../../../kit/index.js';

/** The template's header: the server reads 学号 and 姓名, and 学校识别码 for a student of another school. */
export const IMPORT_HEADER = ['学号', '姓名', '学校识别码'];
export const IMPORT_TEMPLATE = '选课学生导入模板.xlsx';

interface PreviewStudent {
  row: number;
  cNumber: string;
  cRealName: string;
  cSchoolName: string | null;
}

/** Step 3: each student the list would put on the course. */
export const previewStudents = (content: { preview?: PreviewStudent[] }): ImportRow[] =>
  (content.preview ?? []).map((s) => ({
    行号: s.row,
    学号: s.cNumber,
    姓名: s.cRealName,
    学校: s.cSchoolName ?? '',
  }));

export interface StudentImportDialogProps {
  courseId: string;
  open: boolean;
  /** The course's student list refreshes through the import itself (src/data). */
  onClose: () => void;
}

/**
 * 导入 on a course's students: a class list (学号, 姓名, 学校识别码) checked row by row by the server, the
 * students it would add previewed, then all added as approved selections or none (ImportPracticeStudentList).
 */
export function StudentImportDialog({ courseId, ...props }: StudentImportDialogProps) {
  return (
    <DryRunImportDialog
      {...props}
      title="导入学生名单"
      operation="ImportPracticeStudentList"
      query={{ cPracticeInfoId: courseId }}
      downloadTemplate={() => saveWorkbook([IMPORT_HEADER], IMPORT_TEMPLATE, { sheetName: '学生名单' })}
      previewOf={previewStudents}
    />
  );
}
