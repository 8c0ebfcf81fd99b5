import { createHash } from 'node:crypto';

/**
 * A tutor's comment as the student read it: a digest of its text, so that a read marker no longer matches
 * once the tutor rewrites the comment (it is unread again) and the marker never copies the comment itself.
 */
export const stampOf = (comment: unknown): string =>
  createHash('sha256')
    .update(comment === null || comment === undefined ? '' : String(comment))
    .digest('hex')
    .slice(0, 32);
