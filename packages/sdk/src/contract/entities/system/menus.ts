import { z } from 'zod';

/*
 * Permissions as data (SPEC §2.1, §6): services (top sections; id 41 is the default), menus and sub-menus
 * matched to the console's route catalogue by controller/action, per-page buttons, and API grants.
 */

export const service = z
  .object({
    id: z.number().int(),
    cServiceName: z.string(),
    cShortName: z.string().nullish(),
    fIndex: z.number().int().nullish(),
  })
  .loose();

export const menu = z
  .object({
    id: z.number().int(),
    /** 1 service, 2 menu, 3 sub-menu, 4 button. */
    type: z.number().int(),
    fServiceId: z.number().int(),
    cController: z.string(),
    cAction: z.string(),
    fParentId: z.number().int().nullable(),
    cDisplayName: z.string(),
    cIcon: z.string().nullish(),
    fIndex: z.number().int().nullish(),
  })
  .loose();

export const button = z
  .object({
    id: z.number().int(),
    cController: z.string(),
    cAction: z.string(),
    cDisplayName: z.string(),
    fIndex: z.number().int(),
    cButtonToolbar: z.string().nullish(),
  })
  .loose();

export const apiGrant = z
  .object({
    id: z.number().int(),
    cOperation: z.string(),
    cApi: z.string(),
    cSummary: z.string(),
    checked: z.boolean(),
  })
  .loose();

export type ServiceEntry = z.infer<typeof service>;
export type MenuEntry = z.infer<typeof menu>;
export type ButtonEntry = z.infer<typeof button>;
