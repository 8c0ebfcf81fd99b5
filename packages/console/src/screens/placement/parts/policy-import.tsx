import { formatFieldDate } from '@practice/sdk/contract';
import { type ImportRow, saveWorkbook } from '@practice/ui-kit';
import { DryRunImportDialog } from '../../kit/index.js';

/** The insurer's list as the server reads it (ImportInternshipInsurance). */
export const POLICY_HEADER = ['学号', '姓名', '保险公司', '保单号', '保险开始日期', '保险结束日期'];

const INSURANCE = 'InternshipInsurance';

interface PreviewPolicy {
  row: number;
  cNumber: string;
  cRealName: string;
  cInsurer: string;
  cPolicyNumber: string;
  tStartDate: string;
  tEndDate: string;
}

/** Step 3: each policy the list would record. */
export const previewPolicies = (content: { preview?: PreviewPolicy[] }): ImportRow[] =>
  (content.preview ?? []).map((p) => ({
    行号: p.row,
    学号: p.cNumber,
    姓名: p.cRealName,
    保险公司: p.cInsurer,
    保单号: p.cPolicyNumber,
    保险期间: `${formatFieldDate(INSURANCE, 'tStartDate', p.tStartDate)} ~ ${formatFieldDate(INSURANCE, 'tEndDate', p.tEndDate)}`,
  }));

/**
 * 导入保单: the insurer's list of insured students, checked row by row against the course's roster, previewed,
 * then recorded all or none as reviewed policies.
 */
export function PolicyImportDialog({
  course,
  ...props
}: {
  course: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <DryRunImportDialog
      {...props}
      title="导入保单"
      operation="ImportInternshipInsurance"
      query={{ fInternshipInfoId: course }}
      downloadTemplate={() => saveWorkbook([POLICY_HEADER], '实习保险导入模板.xlsx', { sheetName: '保单' })}
      previewOf={previewPolicies}
    />
  );
}
