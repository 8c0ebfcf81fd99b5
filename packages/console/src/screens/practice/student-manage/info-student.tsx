import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Loading } from '@practice/ui-kit';
import { useState } from 'react';
import { usePageButtons, usePageRoute } from '../../../permission/index.js';
import { MissingScope, useRouteScope } from '../../kit/index.js';
import { MaterialCard } from '../../kit/internship/material-card.js';
import { InfoFormDialog } from './parts/info-form-dialog.js';
import { useInfoPage } from './parts/info-load.js';
import { type InfoSheet, sheetLock } from './parts/info-sheets.js';
import { OWN_SCOPE } from './parts/student-links.js';

const ADD = 'AddInternshipStudentMaterial';
const EDIT = 'EditInternshipStudentMaterial';
const noop = () => undefined;

/**
 * 实习信息 (SPEC 2.3 info-student): the student's materials in the course, one card per 实习信息 template
 * of its batch, read as the tutor reads them (each item with its review status, the reviewer's opinion).
 * 填写 fills in a template not handed in yet, 修改 changes and resubmits one not yet passed; a passed
 * material and a finished course are read-only, and say so.
 */
export default function StudentInfoScreen() {
  const route = usePageRoute();
  const buttons = usePageButtons();
  const scope = useRouteScope(OWN_SCOPE);
  const { page } = useInfoPage(scope.values, scope.complete);
  // The template being edited; its sheet is read from the latest load (a failed save may have made a draft).
  const [editing, setEditing] = useState<{ templateId: string; action: string } | null>(null);
  if (!scope.complete) return <MissingScope />;

  const loaded = page && page !== 'failed' ? page : null;
  const sheet = loaded?.sheets.find((s) => s.template.fTemplateInfoId === editing?.templateId);

  const actionOf = (s: InfoSheet) => {
    const finished = loaded?.courseFinished ?? true;
    const lock = sheetLock(s, finished);
    // A finished course says so once, above the cards; a passed material says so on its card.
    if (lock)
      return finished ? null : (
        <Text textStyle="xs" color="fg.muted">
          {lock}
        </Text>
      );
    const label = buttons.label(s.material ? EDIT : ADD);
    if (!label) return null;
    const open = () => setEditing({ templateId: s.template.fTemplateInfoId, action: label });
    return (
      <Button size="xs" colorPalette="brand" onClick={open}>
        {label}
      </Button>
    );
  };

  return (
    <Stack gap="4" data-screen="info-student" minW="0">
      <Heading size="md">{route?.title ?? '实习信息'}</Heading>
      {page === null && <Loading size="sm" />}
      {page === 'failed' && <Text color="fg.error">实习信息加载失败</Text>}
      {loaded?.courseFinished && <Text color="fg.muted">该实习课程已结束，实习信息只能查看</Text>}
      {loaded?.sheets.length === 0 && <Text color="fg.muted">本实习课程暂无需要填写的实习信息</Text>}
      {loaded?.sheets.map((s) => (
        <MaterialCard
          key={s.template.fTemplateInfoId}
          value={s.view}
          mode="pretty"
          reviewLabel=""
          onReview={noop}
          actions={actionOf(s)}
        />
      ))}
      <InfoFormDialog
        target={sheet && editing ? { sheet, action: editing.action } : null}
        scope={scope.values}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
