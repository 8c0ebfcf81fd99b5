import type { EntityColumns } from '@practice/ui-kit';
import { useState } from 'react';
import type { ListActions } from '../../entity-list/index.js';
import { TreeListScreen } from '../../kit/index.js';
import { BATCH_KEY, batchOfRows } from './parts/batch-copy.js';
import { CopyBatchDialog } from './parts/copy-batch-dialog.js';

/*
 * /practice/teacher-template/list (课程模板配置): the template batches as a tree beside the templates of the
 * chosen batch. The tree's menu adds, renames and deletes batches (新增批次 / 编辑批次 / 删除批次 where the
 * page grants them); a template's name opens its items (模板项配置) with the name as the page header.
 */

const COLUMNS: EntityColumns<'TemplateInfo'> = {
  cTemplateName: { link: { child: 'items', fields: ['fTemplateInfoId'] } },
};

type Copying = { source: string; title: string } | null;

export default function TemplateListScreen() {
  const [copying, setCopying] = useState<Copying>(null);

  const handlers: ListActions = {
    CopyTemplateBatchInfo: {
      need: 'none',
      run: (_rows, { api, label }) =>
        setCopying({ source: batchOfRows(api.selection.selectedRows, api.query.rows), title: label }),
    },
  };

  return (
    <>
      <TreeListScreen
        entity="TemplateInfo"
        scope={[]}
        treeEntity="TemplateBatchInfo"
        treeKey={BATCH_KEY}
        treeLabel="模板批次"
        columns={COLUMNS}
        handlers={handlers}
      />
      <CopyBatchDialog
        open={copying !== null}
        source={copying?.source ?? ''}
        title={copying?.title ?? ''}
        onClose={() => setCopying(null)}
      />
    </>
  );
}
