import { entityByName } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { dateRangeOf } from './entity-lookup.js';

const entity = (name: string) => {
  const found = entityByName.get(name);
  if (!found) throw new Error(name);
  return found;
};

describe('dateRangeOf', () => {
  it("filters an entity's own date before its creation date", () => {
    expect(dateRangeOf(entity('GatewayNewsInfo'))).toEqual({ field: 'cNewsDate', label: '新闻发布时间' });
  });
  it('falls back to the creation date', () => {
    expect(dateRangeOf(entity('Class'))).toEqual({ field: 'tCreateDate', label: '创建时间' });
  });
  it('offers no range the contract does not declare', () => {
    expect(
      dateRangeOf({ ...entity('Class'), fields: { cClassName: entity('Class').fields.cClassName } } as never),
    ).toBe(false);
  });
});
