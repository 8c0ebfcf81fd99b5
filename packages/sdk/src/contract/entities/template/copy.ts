import { z } from 'zod';
import type { ActionInput, EntitySchemas } from '../../entity.js';
import { idValue } from '../../wire.js';

/**
 * Copying a template (with everything under it) is how a school starts from the platform's templates or
 * a new term from the last one: the source key, an optional new name and an optional target school.
 */
export const copyAction = (
  self: EntitySchemas,
  o: { action: string; label: string; key: string; nameField: string },
): ActionInput => ({
  action: o.action,
  summary: `复制${o.label}`,
  get body() {
    return z.object({
      [o.key]: idValue,
      [o.nameField]: z.string().trim().max(100, '长度不能超过100个字符').optional(),
      fSchoolId: idValue.optional(),
    });
  },
  get content() {
    return self.row;
  },
});
