import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { defineEntity, type EntityDef } from './entity.js';
import { id, text } from './field.js';
import { standardOperations } from './standard.js';

/** An entity whose name field counts how often a schema is built from it (every schema asks for nullish). */
function countedEntity() {
  const name = text('名称');
  const nullish = vi.spyOn(name.schema, 'nullish');
  const entity = defineEntity({
    name: 'Counted',
    label: '计数',
    api: 'internship',
    key: 'fId',
    title: 'cName',
    fields: { fId: id(), cName: name },
  }) as unknown as EntityDef;
  return { entity, nullish };
}

describe("an entity's schemas (built on first use: the console starts without building the catalogue's)", () => {
  it('are not built by declaring the entity and its standard operations', () => {
    const { entity, nullish } = countedEntity();
    const ops = standardOperations(entity);
    expect(ops.map((op) => op.name)).toContain('AddCounted');
    expect(nullish).not.toHaveBeenCalled();
  });

  it('are built once, when an operation first reads one, and then kept', () => {
    const { entity, nullish } = countedEntity();
    const add = standardOperations(entity).find((op) => op.name === 'AddCounted');
    expect(add?.method).toBe('POST');
    const body = add?.body;
    expect(nullish).toHaveBeenCalledTimes(1);
    expect(add?.body).toBe(body);
    expect(entity.schemas.add).toBe(body);
    expect(nullish).toHaveBeenCalledTimes(1);
    // The schema built late is the whole one: it validates as the eager one did.
    expect((body as z.ZodObject).safeParse({ cName: '实训' }).success).toBe(true);
    expect((body as z.ZodObject).safeParse({ cName: 5 }).success).toBe(false);
  });

  it('still refuse a key that is not a field, when the entity is declared', () => {
    expect(() =>
      // The types refuse it too; a catalogue built from untyped input still meets the check.
      defineEntity({
        name: 'Keyless',
        label: '无键',
        api: 'internship',
        key: 'fId',
        title: 'cName',
        fields: {},
      } as unknown as Parameters<typeof defineEntity>[0]),
    ).toThrow('Keyless: key fId is not a field');
  });
});
