import { entities } from '@practice/sdk/contract';
import { columnsFromEntity } from '@practice/ui-kit';
import { describe, expect, it } from 'vitest';
import { formFieldsOf } from './form-fields.js';

/*
 * Every header of a catalogue list and every label of a generic form is Chinese: none may fall back to the
 * field's wire name (a header reading fDownloadCount is what a school saw before the catalogue said 下载次数).
 */
const HAN = /[\u4e00-\u9fa5]/;

describe.each(entities.map((e) => [e.name, e] as const))('%s', (name, entity) => {
  it('heads its list columns in Chinese', () => {
    for (const c of columnsFromEntity(entity)) {
      expect(c.title, `${name} column ${c.key}`).not.toBe(c.key);
      expect(c.title, `${name} column ${c.key}`).toMatch(HAN);
    }
  });

  it('labels its form fields in Chinese', () => {
    for (const f of formFieldsOf(entity)) {
      expect(f.label, `${name} form field ${f.key}`).not.toBe(f.key);
      expect(f.label, `${name} form field ${f.key}`).toMatch(HAN);
    }
  });
});
