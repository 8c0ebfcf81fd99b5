import { Stack } from '@chakra-ui/react';
import { CellButton, type EntityColumns, Loading, type TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { useLoaded } from '../../../data/use-loaded.js';
import { usePageButtons } from '../../../permission/index.js';
import { sdk } from '../../../sdk.js';
import { EntityListScreen, type ListActions } from '../../entity-list/index.js';
import { BaseInfoForm, ResumeFormDialog } from './parts/resume-forms.js';
import { ResumeDialog } from './parts/resume-preview.js';

/** The student's base details: there is at most one, their own (the server scopes the list to its owner). */
function useOwnBase(): TableRow | null | undefined {
  const loaded = useLoaded(
    'GetCloudResumeBasePageList own',
    () =>
      sdk
        .GetCloudResumeBasePageList({ pageNumber: 1, pageSize: 1 })
        .then((page) => (page.List[0] as TableRow | undefined) ?? null),
    { reads: ['CloudResumeBase'] },
  );
  return loaded.status === 'failed' ? null : loaded.value;
}

type Dialog = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; row: TableRow };

/**
 * 我的简历 (/practice/cloud-recruitment/my-resume): the resumes the student keeps (each a preview link that
 * shows it as a company will), and below them the base details all of them share. A resume needs the base
 * details first.
 */
export default function MyResumeScreen() {
  const buttons = usePageButtons();
  const base = useOwnBase();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'closed' });
  const [preview, setPreview] = useState<TableRow | null>(null);

  const columns = useMemo<EntityColumns<'CloudResume'>>(
    () => ({
      cResumeName: {
        width: 200,
        render: (row) => (
          <CellButton title="预览" onPress={() => setPreview(row)}>
            {String(row.cResumeName ?? '')}
          </CellButton>
        ),
      },
      fUserId: false,
      cRealName: false,
      cSchoolName: { hidden: true },
    }),
    [],
  );
  const handlers: ListActions = {
    AddCloudResume: { need: 'none', run: () => setDialog({ mode: 'add' }) },
    EditCloudResume: { need: 'one', run: ([row]) => row && setDialog({ mode: 'edit', row }) },
  };

  if (base === undefined) return <Loading />;
  return (
    <Stack gap="6" data-screen="my-resume">
      <EntityListScreen
        entity="CloudResume"
        columns={columns}
        handlers={base ? handlers : {}}
        exportable={false}
      >
        <ResumeFormDialog
          open={dialog.mode !== 'closed'}
          editing={dialog.mode === 'edit' ? dialog.row : null}
          baseId={String(base?.cCloudResumeBaseId ?? '')}
          addLabel={buttons.label('AddCloudResume') || '新增简历'}
          onClose={() => setDialog({ mode: 'closed' })}
        />
        <ResumeDialog
          resumeId={preview ? String(preview.cCloudResumeId) : null}
          title={`简历预览：${String(preview?.cResumeName ?? '')}（企业看到的样子）`}
          onClose={() => setPreview(null)}
        />
      </EntityListScreen>
      <BaseInfoForm base={base} buttons={buttons} />
    </Stack>
  );
}
