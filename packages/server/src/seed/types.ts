import type { Role } from '@practice/sdk/contract';

/** The rows of one entity, keyed by the catalogue's wire field names. */
export interface SeedTable {
  readonly entity: string;
  readonly rows: readonly Record<string, unknown>[];
}

/** A sign-in the README lists: one per role, all with the same password. */
export interface DemoAccount {
  readonly role: Role;
  readonly userName: string;
  readonly password: string;
  readonly realName: string;
  readonly fAppUserId: string;
}

export interface DemoData {
  /** Insertion order: a table comes after every table its ref fields point to. */
  readonly tables: readonly SeedTable[];
  /**
   * Which role each user has (the server gives the built-in roles fixed ids, boot/grants.ts roleId).
   */
  readonly roleUsers: readonly { readonly fAppUserId: string; readonly role: Role }[];
  /** One account per role, listed in the README. */
  readonly accounts: readonly DemoAccount[];
}
