import type { PageParams, PageResult, TableRow, TemplateFormItem } from '@practice/ui-kit';
import { useRef } from 'react';
import { queryCache } from '../../../../data/query-cache.js';
import { useLoaded } from '../../../../data/use-loaded.js';
import { callOperation } from '../../../entity-list/index.js';
import { TEMPLATE_KEY } from './item-form.js';

/*
 * A template's items are listed by the spec's own call, TemplateItem_GetTemplateItemPageList (SPEC §7.3),
 * always for one template: the table asks for a page, the preview for all of them (pageNumber -1).
 */

const LIST = 'TemplateItem_GetTemplateItemPageList';
/** What the items' answers read: a saved item (add, edit, delete, a new 排序) makes them stale. */
export const ITEM_READS = ['TemplateItem'];

export async function fetchItemPage(templateId: string, params: PageParams): Promise<PageResult<TableRow>> {
  const body = { ...params, [TEMPLATE_KEY]: templateId };
  const page = await queryCache.fetch(
    `${LIST} ${JSON.stringify(body)}`,
    () => callOperation(LIST, body as never),
    ITEM_READS,
    { force: true },
  );
  return { rows: page.List, total: page.TotalCount };
}

export async function fetchAllItems(templateId: string): Promise<TemplateFormItem[]> {
  const page = await callOperation(LIST, { pageNumber: -1, pageSize: 10, [TEMPLATE_KEY]: templateId });
  return page.List as TemplateFormItem[];
}

export interface AllItems {
  /** Null until the first answer. */
  items: TemplateFormItem[] | null;
  /** Counts the answers: a form drawn from the items starts again when it changes. */
  received: number;
}

/** Every item of the template, read again after any item is saved. */
export function useAllItems(templateId: string): AllItems {
  const loaded = useLoaded(`${LIST} all ${templateId}`, () => fetchAllItems(templateId), {
    keepLast: true,
    reads: ITEM_READS,
  });
  // Each new answer is counted, so that the preview's form starts again from the items it draws.
  const seen = useRef<{ value: unknown; received: number }>({ value: undefined, received: 0 });
  if (loaded.value !== undefined && loaded.value !== seen.current.value)
    seen.current = { value: loaded.value, received: seen.current.received + 1 };
  // A refusal was shown by the SDK; the preview keeps what it had, or shows none.
  const items = loaded.value ?? (loaded.status === 'failed' ? [] : null);
  return { items, received: seen.current.received };
}
