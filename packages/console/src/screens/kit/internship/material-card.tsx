import { Box, Button, Card, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { enums, formatFieldDate } from '@practice/sdk/contract';
import { InputKind, StatusTag, TemplateField, type TemplateFormMode } from '@practice/ui-kit';
import type { ReactNode } from 'react';
import { fileUrl } from '../../../files/uploads.js';
import { downloadStoredFile } from '../download-action.js';
import type { MaterialEntry, StudentMaterial } from './student-materials.js';

export interface MaterialCardProps {
  value: StudentMaterial;
  /** 'pretty' reads as text, 'readonly' as the form the student filled in. */
  mode: Extract<TemplateFormMode, 'pretty' | 'readonly'>;
  /** The page's word for reviewing an item (审核); no review without it. */
  reviewLabel: string;
  onReview: (entry: MaterialEntry) => void;
  /** Buttons at the end of the header (the student's 填写 / 修改). */
  actions?: ReactNode;
}

const isFile = (entry: MaterialEntry) =>
  entry.item.fFontType === InputKind.file || entry.item.fFontType === InputKind.image;

const noop = () => undefined;

/** One material: its state and the reviewer's opinion, then each item with its own review (SPEC §4). */
export function MaterialCard({ value, mode, reviewLabel, onReview, actions }: MaterialCardProps) {
  const { material, entries } = value;
  const submitted = formatFieldDate('InternshipStudentMaterial', 'tSubmitDate', material.tSubmitDate);
  return (
    <Card.Root size="sm" data-material={String(material.fInternshipStudentMaterialId)}>
      <Card.Header>
        <HStack gap="3" wrap="wrap">
          <Text fontWeight="semibold">{String(material.cTemplateName ?? '实习材料')}</Text>
          <StatusTag enumDef={enums.MaterialStatus} value={material.fStatus} />
          {submitted && (
            <Text color="fg.muted" textStyle="sm">
              提交时间：{submitted}
            </Text>
          )}
          {actions && <HStack ms="auto">{actions}</HStack>}
        </HStack>
        {typeof material.cAuditDesc === 'string' && material.cAuditDesc && (
          <Text textStyle="sm" color="fg.muted">
            审核意见：{material.cAuditDesc}
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <Stack gap="3" separator={<Box borderTopWidth="1px" />}>
          {entries.map((entry) => {
            const content = typeof entry.row?.cContent === 'string' ? entry.row.cContent : '';
            return (
              <Grid
                key={entry.item.fTemplateItemId}
                templateColumns={{ base: '1fr', md: '1fr auto' }}
                gap="3"
                alignItems="center"
                data-item={entry.item.cTemplateItemName}
              >
                <TemplateField
                  item={entry.item}
                  value={content}
                  onChange={noop}
                  mode={mode}
                  previewUrl={fileUrl}
                />
                <HStack gap="2" justify="flex-end">
                  {entry.row && <StatusTag enumDef={enums.TemplateItemReview} value={entry.row.fStatus} />}
                  {content && isFile(entry) && (
                    <Button size="xs" variant="outline" onClick={() => void downloadStoredFile(content)}>
                      下载
                    </Button>
                  )}
                  {entry.row && reviewLabel && (
                    <Button size="xs" colorPalette="brand" variant="outline" onClick={() => onReview(entry)}>
                      {reviewLabel}
                    </Button>
                  )}
                </HStack>
              </Grid>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
