import { subscribeKey } from 'valtio/utils';
import { authStore } from './auth.js';
import { resetTabs } from './tabs.js';

/*
 * A session's tabs and cached views end with it (log out, a 401, a failed load): the next user must not
 * find the previous one's pages. Imported once by the shell for this effect.
 */
subscribeKey(authStore, 'token', (token) => {
  if (!token) resetTabs();
});
