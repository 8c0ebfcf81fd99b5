import { operations } from '@practice/sdk/contract';
import type { AppRoute, PageButton } from '../routes/types.js';
import { sdk } from '../sdk.js';
import { authStore } from '../stores/auth.js';
import { type ButtonRow, toPageButtons } from './buttons.js';

/*
 * A page's buttons from the server (GetSystemUserButtonMenu with the page's controller and action), asked
 * once per page per session: the answer only changes when an administrator edits the role's menus, which
 * takes a new sign-in to see anyway (the cache is keyed by the session's token). Loaded lazily with the SDK.
 */

const byControllerAction = new Map(operations.map((op) => [`${op.controller}/${op.action}`, op.name]));
const resolve = (controller: string, action: string) => byControllerAction.get(`${controller}/${action}`);

const cache = new Map<string, Promise<PageButton[]>>();

export function fetchButtons(route: AppRoute): Promise<PageButton[]> {
  const key = `${authStore.token ?? ''}|${route.menuKey}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const [cController = '', cAction = ''] = route.menuKey.split('/');
  const request = sdk
    .GetSystemUserButtonMenu({ cController, cAction })
    .then((content) => toPageButtons(content.List as ButtonRow[], resolve));
  // A failure is not remembered: the next visit asks again.
  request.catch(() => cache.delete(key));
  cache.set(key, request);
  return request;
}
