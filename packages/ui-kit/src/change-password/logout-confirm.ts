import { LOGOUT_CONFIRM, NOTICE_TITLE } from '@practice/sdk';
import { confirmAction } from '../feedback/confirm.js';

/** Asks 您确定要退出吗？ under the title 提示; resolves true when the user confirms. */
export function confirmLogout(): Promise<boolean> {
  return confirmAction(LOGOUT_CONFIRM, { title: NOTICE_TITLE });
}
