import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hexId } from '../../test/ids.js';
import { defineEnum } from '../contract/enum.js';
import { idValue } from '../contract/wire.js';
import { NUMERIC_STRING } from './numeric-strings.js';
import { normaliseRow, parseWire } from './wire-parse.js';

const Status = defineEnum('fStatus', '状态', [
  [1, '未审核'],
  [2, '审核通过'],
]);
const row = z.object({
  fRowId: idValue,
  fParentId: idValue.nullish(),
  fCount: z.number().int(),
  fScore: z.number().nullish(),
  fStatus: Status.schema,
  fLevel: Status.schema.nullish(),
  cName: z.string(),
});
const good = {
  fRowId: hexId(7),
  fParentId: '123',
  fCount: 3,
  fScore: null,
  fStatus: 2,
  fLevel: 1,
  cName: '甲',
};

describe('NUMERIC_STRING', () => {
  it.each(['0', '1', '-2', '37', '3.5', '-0.25'])('reads %j as a number', (s) => {
    expect(NUMERIC_STRING.test(s)).toBe(true);
  });
  it.each(['', ' 1', '1 ', '1e3', '0x10', '1.', '.5', '+1', 'NaN', '１'])('leaves %j alone', (s) => {
    expect(NUMERIC_STRING.test(s)).toBe(false);
  });
});

describe('parseWire', () => {
  it('reads numeric strings as the numbers and numeric enums the contract declares', () => {
    const input = { ...good, fCount: '3', fScore: '-4.5', fStatus: '2', fLevel: '1' };
    const result = parseWire(row, input);
    expect(result).toEqual({ success: true, data: { ...good, fScore: -4.5 } });
    // In place: the SDK's own freshly parsed JSON is normalised rather than copied.
    expect(input.fCount).toBe(3);
  });

  it('never turns an id into a number, however numeric it looks', () => {
    const result = parseWire(row, { ...good, fRowId: '00000000000000000000000000000042', fParentId: '7' });
    expect(result.success && result.data.fRowId).toBe('00000000000000000000000000000042');
    expect(result.success && result.data.fParentId).toBe('7');
  });

  it('reads numbers inside arrays, nested objects and unions', () => {
    const schema = z.object({
      List: z.array(row),
      either: z.union([
        z.object({ kind: z.literal('n'), n: z.number() }),
        z.object({ kind: z.literal('s') }),
      ]),
    });
    const input = { List: [good, { ...good, fCount: '9' }], either: { kind: 'n', n: '5' } };
    const result = parseWire(schema, input);
    expect(result.success && result.data.List[1]?.fCount).toBe(9);
    expect(result.success && result.data.either).toEqual({ kind: 'n', n: 5 });
  });

  it('still refuses what is wrong whatever its form, at the same place', () => {
    for (const wrong of [
      { fStatus: '9' }, // not one of the enum's values
      { fCount: '1.5' }, // a number, but not an integer
      { fCount: 'three' },
      { cName: 4 }, // numbers are never read as strings
      { fRowId: 42 }, // an id must arrive as a string
    ]) {
      const result = parseWire(row, { ...good, ...wrong });
      expect(result.success, JSON.stringify(wrong)).toBe(false);
      expect(result.success ? '' : result.error.issues[0]?.path.join('.')).toBe(Object.keys(wrong)[0]);
    }
  });

  it('keeps the fields the contract does not know', () => {
    const result = parseWire(z.object({ Content: row }), {
      Content: { ...good, fStatus: '1', fSomethingNew: 'n', cExtra: { deep: [1] } },
      Extra: true,
    });
    expect(result).toEqual({
      success: true,
      data: { Content: { ...good, fStatus: 1, fSomethingNew: 'n', cExtra: { deep: [1] } }, Extra: true },
    });
  });
});

describe('normaliseRow', () => {
  const check = (r: unknown) => row.safeParse(r).success;

  it('normalises a refused row in place and passes it', () => {
    const input = { ...good, fCount: '3', fStatus: '2', fExtra: 'x' };
    expect(normaliseRow(row, input, check)).toBe(true);
    expect(input).toEqual({ ...good, fExtra: 'x' });
  });

  it('refuses a row that numbers alone do not fix', () => {
    expect(normaliseRow(row, { ...good, fCount: '3', cName: null }, check)).toBe(false);
  });
});
