import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type OperationDef, operations } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { unhandledOperations } from '../src/ops/registry.js';
import { specificHandlers } from '../src/ops/specific/index.js';

/** Standard operations (overridden or not) are called by contract.test.ts for every entity. */
const isStandard = (op: OperationDef) =>
  op.entity !== undefined &&
  ['page', 'model', 'add', 'edit', 'delete', 'auth', 'unauth', 'tree'].includes(op.kind) &&
  op.name === op.action;

/** Suites that call these through a template (one case per lecture area, the recruitment state table). */
const CALLED_BY_TEMPLATE: Record<string, string> = {
  OpenCloudCareerPlanningCommentIDS: 'practice/cloud.test.ts Open<area>CommentIDS',
  UnOpenCloudCareerPlanningCommentIDS: 'practice/cloud.test.ts UnOpen<area>CommentIDS',
  OpenCloudInnovationCommentIDS: 'practice/cloud.test.ts Open<area>CommentIDS',
  UnOpenCloudInnovationCommentIDS: 'practice/cloud.test.ts UnOpen<area>CommentIDS',
  UnPublishCloudRecruitmentIDS: 'practice/recruitment.test.ts state table',
  FinishCloudRecruitmentIDS: 'practice/recruitment.test.ts state table',
  UnFinishCloudRecruitmentIDS: 'practice/recruitment.test.ts state table',
  RefreshCloudRecruitmentIDS: 'practice/recruitment.test.ts state table',
};

const root = fileURLToPath(new URL('..', import.meta.url));

function testSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return testSources(path);
    return /\.test\.ts$|test-kit\.ts$|test-client\.ts$/.test(d.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('coverage of the contract', () => {
  it('answers every operation with a handler', () => {
    expect(unhandledOperations()).toEqual([]);
  });

  it('calls every operation with its own handler from some scenario suite', () => {
    // The standard ones are called by contract.test.ts; each specific one must be named by a suite.
    const sources = [...testSources(join(root, 'src')), ...testSources(join(root, 'test'))].join('\n');
    const missing = operations
      .filter((op) => specificHandlers[op.name] && !isStandard(op))
      .filter(
        (op) =>
          !CALLED_BY_TEMPLATE[op.name] && !sources.includes(op.name) && !sources.includes(`/${op.action}`),
      )
      .map((op) => op.name);
    expect(missing).toEqual([]);
  });
});
