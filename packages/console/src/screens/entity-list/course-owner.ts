import { type EntityDef, isCourseItself } from '@practice/sdk/contract';
import type { TableRow } from '@practice/ui-kit';
import type { SessionUser } from '../../stores/auth.js';

const ADMINS = new Set(['platformAdmin', 'schoolAdmin']);

/**
 * Whether the user may edit or delete these rows. Any rows but courses; a course only its creator and the
 * admins (the server answers 只有课程的创建者或学校管理员可以修改或删除该课程 to anyone else), so a tutor
 * selecting a colleague's course is not offered buttons that would be refused.
 */
export function mayChangeRows(
  entity: Pick<EntityDef, 'name' | 'rows'>,
  user: { readonly roles: readonly string[]; readonly info: Pick<SessionUser['info'], 'fAppUserId'> } | null,
  rows: readonly TableRow[],
): boolean {
  if (!isCourseItself(entity)) return true;
  if (!user) return false;
  if (user.roles.some((role) => ADMINS.has(role))) return true;
  return rows.every((row) => row.cCreateUserId === user.info.fAppUserId);
}
