import { operationRead } from '../data/reads.js';

/** The caller's reminders (issue 29), worked out by the server as they read now: any write may change them. */
const REMINDERS = operationRead('GetMyReminders', {}, 'any');

/** The reminders' read for a user whose role holds the call; null for one whose role does not. */
export const remindersFor = (user: { ability: readonly string[] } | null) =>
  user?.ability.includes('GetMyReminders') ? REMINDERS : null;
