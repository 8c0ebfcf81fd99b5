/**
 * A prototype of validateContent's page path with the changes this benchmark suggests, for measurement
 * only (the SDK is unchanged):
 *  - rows are checked with a compiled row schema (z.compile, see row-check.ts);
 *  - the page fields are checked without walking List: the row check already proves each row is an object,
 *    so the SDK's separate unchunked pass over every row is dropped;
 *  - steps end on a time budget, not every 5000 rows: a cheap row check then yields rarely, and a wide row
 *    cannot make a step long.
 * Anything it rejects is handed to the real validateContent, so errors stay exactly the SDK's.
 */
import { validateContent } from '../packages/sdk/src/client/validate.js';
import type { InternshipInfo } from '../packages/sdk/src/contract/entities/internship/internship-info.js';
import type { OperationDef } from '../packages/sdk/src/contract/operation.js';

type PageSchema = typeof InternshipInfo.schemas.page;
type RowSchema = typeof InternshipInfo.schemas.row;

/** The page fields but List: omitted keys are not read, so this costs the same for 10 rows or 999 999. */
const pageFields = new WeakMap<OperationDef, { safeParse(v: unknown): { success: boolean } }>();

export async function validatePagePrototype(
  op: OperationDef,
  body: unknown,
  row: RowSchema,
  onStep?: (ms: number) => void,
  budgetMs = 10,
): Promise<unknown> {
  let fields = pageFields.get(op);
  if (!fields) {
    fields = (op.content as PageSchema).omit({ List: true });
    pageFields.set(op, fields);
  }
  const content = (body as { Content?: { List?: unknown } } | null)?.Content;
  const list = content?.List;
  if (
    Array.isArray(list) &&
    fields.safeParse(content).success &&
    (await checkRows(list, row, budgetMs, onStep))
  )
    return content;
  return validateContent(op, body, { mode: 'full', chunkRows: 5000 }); // throws the SDK's own error
}

async function checkRows(list: unknown[], row: RowSchema, budgetMs: number, onStep?: (ms: number) => void) {
  let i = 0;
  while (i < list.length) {
    const began = performance.now();
    // The clock is read every 256 rows: cheap, and a step overshoots its budget by at most 256 rows.
    do {
      if (!row.safeParse(list[i]).success) return false;
      i++;
    } while (i < list.length && ((i & 255) !== 0 || performance.now() - began < budgetMs));
    onStep?.(performance.now() - began);
    if (i < list.length) await new Promise((resolve) => setTimeout(resolve, 0)); // as the SDK yields
  }
  return true;
}
