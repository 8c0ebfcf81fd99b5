import type { PracticeSdk } from '@practice/sdk';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { snapper } from './harness.js';
import { rowsOf } from './list-steps.js';

/*
 * Steps of the role screens' browser tests (system-roles, permission-flow): what a platform admin does on
 * 角色管理 and in its dialogs, said as the user reads it.
 */

/** Searches the role list by name and selects the one row found. */
export async function selectRole(page: Page, view: Locator, name: string): Promise<void> {
  const search = view.getByRole('form', { name: '查询条件' });
  await search.getByPlaceholder('请输入角色名称').fill(name);
  await search.getByRole('button', { name: '查询' }).click();
  await expect.poll(() => rowsOf(page).count()).toBe(1);
  await rowsOf(page).first().getByText(name, { exact: true }).waitFor();
  await rowsOf(page).first().getByRole('checkbox').check();
}

/**
 * A role's id, found by its name through the API: ids are the server's opaque strings, so a test finds a
 * row by what a user reads and never writes an id down.
 */
export async function roleIdNamed(sdk: PracticeSdk, name: string): Promise<string> {
  const page = await sdk.GetAppRolePageList({ pageNumber: 1, pageSize: 10, cRoleName: name });
  const id = page.List.find((role) => role.cRoleName === name)?.fAppRoleId;
  if (!id) throw new Error(`no role ${name}`);
  return id;
}

/** A node of a checkbox tree, by its key (a menu id, an operation name). */
export const treeNode = (scope: Locator, key: string | number) => scope.locator(`li[data-node-key="${key}"]`);

/** The box of a tree node: true, false or 'indeterminate' (Chakra's data-state on the checkbox). */
export async function nodeState(scope: Locator, key: string | number): Promise<boolean | 'indeterminate'> {
  const state = await treeNode(scope, key).locator('label[data-state]').first().getAttribute('data-state');
  return state === 'indeterminate' ? 'indeterminate' : state === 'checked';
}

/** Filters a checkbox tree and clicks the box of the node with that key. */
export async function clickNode(scope: Locator, filterLabel: string, text: string, key: string | number) {
  await scope.getByLabel(filterLabel, { exact: true }).fill(text);
  await treeNode(scope, key).locator('label[data-state]').first().click();
}

/** A picture of a step the end-of-test screenshot does not show (an open dialog), for a human to look at. */
export const snap = snapper('system-roles', { fullPage: false });
