/**
 * The folder a caller's direct uploads to object storage go under (SPEC §3 file naming, the SDK's
 * storageKey): their school's name without separators, else 'default'. The temporary credentials
 * (ops/specific/system/sts.ts) allow writing there only, and the write check (file-refs.ts) lets a caller name
 * 'oss/' files there only: both read it here.
 */
import type { Queryable } from '../db/driver.js';

export async function objectStoreFolderOf(q: Queryable, schoolId: string | null): Promise<string> {
  const rows = await q.query<{ cSchoolName: string | null }>(
    'select "cSchoolName" from "School" where "fSchoolId" = $1',
    [schoolId ?? ''],
  );
  return (rows[0]?.cSchoolName ?? '').replace(/[/\\\p{Cc}]/gu, '').trim() || 'default';
}
