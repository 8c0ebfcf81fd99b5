import { entityByName } from '@practice/sdk/contract';
import type { DemoData, SeedTable } from './types.js';

type Row = Record<string, unknown>;

/** Lookups over a seed set by entity and key, shared by the tests that check it. */
export function seedIndex(data: DemoData) {
  const tables: readonly SeedTable[] = data.tables;
  const byEntity = new Map(tables.map((t) => [t.entity, t]));
  const keyOf = (entity: string) => entityByName.get(entity)?.key ?? '';
  const indexes = new Map<string, Map<unknown, Row>>();
  const rowsOf = (entity: string): readonly Row[] => byEntity.get(entity)?.rows ?? [];
  const rowByKey = (entity: string, key: unknown): Row | undefined => {
    let index = indexes.get(entity);
    if (!index) {
      index = new Map(rowsOf(entity).map((row) => [row[keyOf(entity)], row]));
      indexes.set(entity, index);
    }
    return index.get(key);
  };
  return { tables, rowsOf, rowByKey, keyOf };
}
