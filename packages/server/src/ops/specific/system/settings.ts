import { PUBLIC_APP_SETTING_KEYS } from '@practice/sdk/contract';
import { onNoRow } from '../../declared.js';

/*
 * System settings (AppSetting): the administrators read any of them (the page list and model are theirs by
 * the contract's grants); everyone else only the keys the console shows, and nothing else by any call.
 */

/** GetAppSettingModelByKey: one setting, for the administrators. */
export const settingByKey = onNoRow(
  "one setting named by its cKey, not its id: settings belong to no school, and the call is the administrators' by its grants",
  async (ctx, { query }) => {
    const rows = await ctx.db.query('select * from "AppSetting" where "cKey" = $1', [query.cKey]);
    return rows[0] ?? null;
  },
);

/** GetPublicAppSettingList: the public keys' values, in the order the contract lists them. */
export const publicSettings = onNoRow(
  'a pure look-up of the public settings (PUBLIC_APP_SETTING_KEYS), the same for every signed-in user',
  async (ctx) => {
    const rows = await ctx.db.query<{ cKey: string; cValue: string | null }>(
      'select "cKey", "cValue" from "AppSetting" where "cKey" = any($1)',
      [[...PUBLIC_APP_SETTING_KEYS]],
    );
    const byKey = new Map(rows.map((r) => [r.cKey, r]));
    return PUBLIC_APP_SETTING_KEYS.flatMap((key) => {
      const row = byKey.get(key);
      return row ? [{ cKey: row.cKey, cValue: row.cValue ?? null }] : [];
    });
  },
);
