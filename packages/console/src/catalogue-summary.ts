import { type ApiName, entities, operations } from '@practice/sdk/contract';

export interface ApiSummary {
  api: ApiName;
  entities: number;
  operations: number;
}

/** What the contract holds, per API: the console's first screen shows it until the shell lands. */
export function summarise(): ApiSummary[] {
  return (['system', 'internship', 'gateway'] as const).map((api) => ({
    api,
    entities: entities.filter((e) => e.api === api).length,
    operations: operations.filter((o) => o.api === api).length,
  }));
}
