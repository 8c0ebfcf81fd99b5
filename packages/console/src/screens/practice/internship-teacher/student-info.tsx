import { Heading, HStack, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { Loading } from '@practice/ui-kit';
import { useState } from 'react';
import { usePageButtons, usePageRoute } from '../../../permission/index.js';
import { MissingScope, useRouteScope } from '../../kit/index.js';
import { MaterialCard } from '../../kit/internship/material-card.js';
import {
  type MaterialEntry,
  type StudentMaterial,
  useStudentMaterials,
} from '../../kit/internship/student-materials.js';
import { ReviewDialog, type ReviewTarget } from './parts/materials/review-dialog.js';
import { itemVerdicts } from './parts/materials/review-rules.js';

const SCOPE = ['fInternshipStudentId', 'fInternshipInfoId'];
const REVIEW = 'EditInternshipStudentMaterialItem';
const KEY = 'fInternshipStudentMaterialItemId';

/** The template form's two read-only looks (SPEC §6: read-only or pretty read-only). */
const MODES = [
  { value: 'pretty', label: '阅读视图' },
  { value: 'readonly', label: '表单视图' },
] as const;
type Mode = (typeof MODES)[number]['value'];

/** Who the materials are of, from the first material (each names its student): name, number, class. */
const studentOf = (list: readonly StudentMaterial[]) => {
  const first = list[0]?.material;
  return first ? [first.cRealName, first.cNumber, first.cClassName].filter(Boolean).join(' · ') : '';
};

/**
 * 学生实习信息 (…/student-info?fInternshipStudentId=&fInternshipInfoId=): what one student handed in, each
 * material as its template's form (read-only), and 审核 of each item: passed (2) or not (3).
 */
export default function StudentMaterialsScreen() {
  const route = usePageRoute();
  const buttons = usePageButtons();
  const scope = useRouteScope(SCOPE);
  const { materials } = useStudentMaterials(scope.values, scope.complete);
  const [mode, setMode] = useState<Mode>('pretty');
  const [review, setReview] = useState<ReviewTarget | null>(null);
  if (!scope.complete) return <MissingScope />;

  const reviewLabel = buttons.label(REVIEW);
  const startReview = ({ item, row }: MaterialEntry) =>
    row &&
    setReview({
      key: KEY,
      id: String(row[KEY]),
      status: row.fStatus,
      subject: `${String(materials?.[0]?.material.cRealName ?? '')} · ${item.cTemplateItemName}`,
    });

  return (
    <Stack gap="4" data-screen="student-info">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading size="md">{route?.title ?? '学生实习信息'}</Heading>
        <SegmentGroup.Root
          size="sm"
          value={mode}
          onValueChange={(e) => setMode((e.value as Mode) ?? 'pretty')}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={[...MODES]} />
        </SegmentGroup.Root>
      </HStack>
      {materials?.length ? <Text color="fg.muted">学生：{studentOf(materials)}</Text> : null}
      {materials === null && <Loading />}
      {materials?.length === 0 && <Text color="fg.muted">该学生暂无实习材料</Text>}
      {materials?.map((m) => (
        <MaterialCard
          key={String(m.material.fInternshipStudentMaterialId)}
          value={m}
          mode={mode}
          reviewLabel={reviewLabel}
          onReview={startReview}
        />
      ))}
      <ReviewDialog
        target={review}
        operation={REVIEW}
        verdicts={itemVerdicts()}
        onClose={() => setReview(null)}
      />
    </Stack>
  );
}
