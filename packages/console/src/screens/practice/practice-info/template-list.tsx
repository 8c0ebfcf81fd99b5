import { type EntityColumns, runBulkAction, type TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { EntityFormDialog } from '../../entity-list/entity-form-dialog.js';
import { formFieldsOf } from '../../entity-list/form-fields.js';
import { callOperation, EntityListScreen, entityNamed, type ListActions } from '../../entity-list/index.js';

const KEY = 'fEvaluationTemplateInfoId';
/** A template without a school is the platform's, shared by every school's courses. */
const COLUMNS: EntityColumns<'EvaluationTemplateInfo'> = {
  cSchoolName: { text: (row) => String(row.cSchoolName || '平台通用') },
};

/**
 * /practice/practice-info/template-list (评价模板): the evaluation templates standard-evaluation courses score
 * hand-ins by; 复制 copies one with its items (the server names the copy), 新增评价项 adds an item to the
 * selected template.
 */
export default function EvaluationTemplateListScreen() {
  const item = entityNamed('EvaluationTemplateItem');
  const fields = useMemo(() => formFieldsOf(item, [KEY]), [item]);
  const [adding, setAdding] = useState<TableRow | null>(null);
  const defaults = useMemo(() => (adding ? { [KEY]: String(adding[KEY]) } : undefined), [adding]);

  const handlers: ListActions = {
    CopyEvaluationTemplateInfo: {
      need: 'one',
      run: ([row], { label, reload }) =>
        row &&
        runBulkAction({
          action: label,
          rows: [row],
          run: () => callOperation('CopyEvaluationTemplateInfo', { [KEY]: String(row[KEY]) }),
          reload,
        }),
    },
    AddEvaluationTemplateItem: {
      need: 'one',
      run: ([row]) => row && setAdding(row),
    },
  };

  return (
    <EntityListScreen entity="EvaluationTemplateInfo" columns={COLUMNS} handlers={handlers}>
      <EntityFormDialog
        entity={item}
        fields={fields}
        open={adding !== null}
        defaults={defaults}
        addLabel={`新增评价项：${String(adding?.cTemplateName ?? '')}`}
        onClose={() => setAdding(null)}
      />
    </EntityListScreen>
  );
}
