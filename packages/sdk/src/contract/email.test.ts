import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { entityByName, operationByName } from './catalogue.js';
import { email } from './field.js';

// Every cEmail the contract accepts must also pass a strict reader of the documents' `format: email`
// (RFC 5321: labels that neither start nor end with '-', at most 63 characters a label, 64 before the '@',
// 254 in all): other school systems check our answers against those documents.
const accepted = [
  'hr@huizhisoft.com.cn',
  'a.b-c@x-y.cn',
  "o'neil@school.edu",
  'li+news@qq.com',
  `${'x'.repeat(64)}@b.cn`,
];
const refused = [
  'a@b-.com',
  'a@-b.com',
  `${'x'.repeat(65)}@b.com`,
  `a@${'b'.repeat(64)}.com`,
  `${'a'.repeat(60)}@${Array.from({ length: 4 }, () => 'b'.repeat(60)).join('.')}.com`,
  'a@b',
  'a b@c.com',
  '',
];

const shapeOf = (schema: unknown) => (schema as z.ZodObject).shape as Record<string, z.ZodType>;
const schemas = (): [string, z.ZodType][] => [
  ['the email field', email().schema],
  ['AddAppUser', shapeOf(entityByName.get('AppUser')?.schemas.add).cEmail as z.ZodType],
  ['EditAppUser', shapeOf(entityByName.get('AppUser')?.schemas.edit).cEmail as z.ZodType],
  ['Home_EditAppUser', shapeOf(operationByName.get('Home_EditAppUser')?.body).cEmail as z.ZodType],
];

describe('email values', () => {
  it.each(schemas())('%s accepts ordinary addresses', (_, schema) => {
    for (const value of accepted) expect(schema.safeParse(value).success, value).toBe(true);
  });

  it.each(schemas())('%s refuses what format: email refuses, in Chinese', (_, schema) => {
    for (const value of refused) {
      const r = schema.safeParse(value);
      expect(r.success, value).toBe(false);
      expect(r.error?.issues[0]?.message, value).toBe('邮箱格式不正确');
    }
  });
});
