import type { CallOptions, InputOf, OperationName, ResultOf } from '@practice/sdk';
import { type EntityDef, operationByName } from '@practice/sdk/contract';
import type { PageParams, PageResult, TableRow } from '@practice/ui-kit';
import { queryCache } from '../../data/query-cache.js';
import { sdk } from '../../sdk.js';
import { idOf } from './row-id.js';

/*
 * The standard calls of an entity (SPEC §7.1) by name: Get{E}PageList, Add{E}, Edit{E}, Delete{E}IDS. The
 * SDK validates each input against the contract and shows a refusal as its error toast (src/sdk.ts).
 */

type Entity = Pick<EntityDef, 'name' | 'key' | 'title'>;

/**
 * Any operation by name. A name the compiler knows ('GetAppDepartmentModel') is typed by the contract's
 * generated input and result, so that, say, an id of the wrong type does not compile; a name made at run
 * time (a page button's operation) is a plain string, checked by the SDK's validation only.
 */
export const callOperation = <N extends string>(
  name: N,
  input: N extends OperationName ? InputOf<N> : unknown,
  options?: CallOptions,
): Promise<N extends OperationName ? ResultOf<N> : unknown> =>
  sdk.call(name as OperationName, input as never, options) as never;

const call = callOperation;

/** The operation names of the standard calls, as the page's buttons name them. */
export const operationsOf = (entity: Pick<EntityDef, 'name'>) => ({
  page: `Get${entity.name}PageList`,
  add: `Add${entity.name}`,
  edit: `Edit${entity.name}`,
  remove: `Delete${entity.name}IDS`,
});

interface PageContent {
  List: TableRow[];
  TotalCount: number;
}

/** What a list's answer reads: its entity, the list call's own (when another), and what the screen adds. */
export const listReads = (entity: Entity, operation?: string, also: readonly string[] = []): string[] => [
  ...new Set([entity.name, operationByName.get(operation ?? '')?.entity ?? entity.name, ...also]),
];

/**
 * A page of an entity's rows, through the query cache: the same page asked for twice at once is one
 * request, and a write to what it reads (the entity, a row it joins a value from, `reads`) refreshes the
 * lists showing it. A table asks afresh each time (查询, paging back, its refresh): another user's change
 * shows on the next ask, never a kept page.
 */
export async function fetchEntityPage(
  entity: Entity,
  params: PageParams,
  operation = operationsOf(entity).page,
  reads: readonly string[] = listReads(entity, operation),
): Promise<PageResult<TableRow>> {
  const page = (await queryCache.fetch(
    `${operation} ${JSON.stringify(params)}`,
    () => call(operation, params),
    reads,
    { force: true },
  )) as PageContent;
  return { rows: page.List, total: page.TotalCount };
}

export const addEntity = (entity: Entity, body: Record<string, unknown>) =>
  call(operationsOf(entity).add, body);

export const editEntity = (entity: Entity, body: Record<string, unknown>) =>
  call(operationsOf(entity).edit, body);

export const deleteEntities = (entity: Entity, rows: readonly TableRow[]) =>
  call(operationsOf(entity).remove, { ids: rows.map((row) => row[entity.key]) });

/** Every row of an entity (pageNumber -1, SPEC §9), as choices: its key and title. */
export async function entityChoices(entity: Entity): Promise<{ value: string; label: string }[]> {
  const { rows } = await fetchEntityPage(entity, { pageNumber: -1, pageSize: 10 });
  return rows.map((row) => ({ value: idOf(row, entity.key), label: String(row[entity.title] ?? '') }));
}
