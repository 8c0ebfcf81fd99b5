import type { PageParams, PageResult, TableRow, TemplateFormItem } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { callOperation } from '../../../entity-list/index.js';
import { TEMPLATE_KEY } from './item-form.js';

/*
 * A template's items are listed by the spec's own call, TemplateItem_GetTemplateItemPageList (SPEC §7.3),
 * always for one template: the table asks for a page, the preview for all of them (pageNumber -1).
 */

const LIST = 'TemplateItem_GetTemplateItemPageList';

export async function fetchItemPage(templateId: string, params: PageParams): Promise<PageResult<TableRow>> {
  const page = await callOperation(LIST, { ...params, [TEMPLATE_KEY]: templateId } as never);
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

/** Every item of the template, fetched again whenever `version` changes. */
export function useAllItems(templateId: string, version: number): AllItems {
  const [state, setState] = useState<AllItems>({ items: null, received: 0 });
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the refetch trigger.
  useEffect(() => {
    let live = true;
    fetchAllItems(templateId).then(
      (items) => live && setState((current) => ({ items, received: current.received + 1 })),
      // The SDK has shown the refusal; the preview keeps what it had.
      () => live && setState((current) => ({ ...current, items: current.items ?? [] })),
    );
    return () => {
      live = false;
    };
  }, [templateId, version]);
  return state;
}
