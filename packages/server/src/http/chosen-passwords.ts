import { isChosenPassword, type OperationDef } from '@practice/sdk/contract';
import { ZodObject, type z } from 'zod';
import type { Caller } from '../auth/caller.js';
import { type AccountNames, passwordProblem } from '../auth/password-policy.js';
import { scopeCondition } from '../auth/scope.js';
import type { Queryable } from '../db/driver.js';
import { Params } from '../db/params.js';
import { tableOf } from '../db/tables.js';
import { badRequest } from './errors.js';
import { unwrap } from './input.js';

/*
 * Every password someone chooses passes the password policy (auth/password-policy.ts) here, in the pipeline,
 * whichever operation carries it: the contract marks those fields (field.ts passwordValue: ChangePass,
 * AppUserChangePassword, ResetAppUserPassword, AddAppUser / EditAppUser, Register), so a new operation that
 * sets a password is covered without a line of its own. A reset to the initial password sends none and is
 * not checked: that password is given, not chosen.
 */

const keysByOp = new WeakMap<OperationDef, readonly string[]>();
/** The body keys of an operation that carry a chosen password. */
function passwordKeys(op: OperationDef): readonly string[] {
  let keys = keysByOp.get(op);
  if (!keys) {
    const body = op.body ? unwrap(op.body) : undefined;
    const shape = body instanceof ZodObject ? (body.shape as Record<string, z.ZodType>) : {};
    keys = Object.keys(shape).filter((k) => isChosenPassword(unwrap(shape[k] as z.ZodType)));
    keysByOp.set(op, keys);
  }
  return keys;
}

const USERS = tableOf('AppUser');
const text = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * The accounts a password is chosen for: the one the body names (AddAppUser, Register, a renaming edit),
 * the ones it points at (fAppUserId; ids of an AppUser action), else the caller's own (ChangePass). Accounts
 * pointed at are read as the caller may see them: the answer must not tell the name or mobile of an account
 * the caller could not read anyway (the handler refuses those afterwards).
 */
async function accountsOf(
  q: Queryable,
  op: OperationDef,
  caller: Caller | null,
  body: Record<string, unknown>,
): Promise<AccountNames[]> {
  const named: AccountNames[] = [];
  if (text(body.cUserName) || text(body.cMobile))
    named.push({ userName: text(body.cUserName), mobile: text(body.cMobile) });
  const ids =
    typeof body.fAppUserId === 'string'
      ? [body.fAppUserId]
      : op.entity === USERS.entity.name && Array.isArray(body.ids)
        ? body.ids.filter((id): id is string => typeof id === 'string')
        : [];
  if (!caller) return named;
  if (!ids.length && !named.length) ids.push(caller.userId);
  if (!ids.length) return named;
  const p = new Params([ids]);
  const own = ids.length === 1 && ids[0] === caller.userId;
  const scope = own ? null : scopeCondition(USERS.entity, caller, p);
  const rows = await q.query<{ userName: string | null; mobile: string | null }>(
    `select t."cUserName" as "userName", t."cMobile" as mobile from "AppUser" t
      where t."fAppUserId" = any($1)${scope ? ` and ${scope}` : ''}`,
    p.values,
  );
  return [...named, ...rows];
}

/** Refuses, in Chinese, a chosen password that is common or repeats the account's user name or mobile. */
export async function refuseWeakPasswords(
  q: Queryable,
  op: OperationDef,
  caller: Caller | null,
  body: unknown,
): Promise<void> {
  const keys = passwordKeys(op);
  if (!keys.length || typeof body !== 'object' || body === null) return;
  const input = body as Record<string, unknown>;
  const passwords = [...new Set(keys.map((k) => input[k]).filter((v): v is string => typeof v === 'string'))];
  if (!passwords.length) return;
  const accounts = await accountsOf(q, op, caller, input);
  for (const password of passwords) {
    const problem = passwordProblem(password, accounts);
    if (problem) throw badRequest(problem);
  }
}
