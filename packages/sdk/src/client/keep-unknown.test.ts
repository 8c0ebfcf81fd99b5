import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keepUnknownFields } from './keep-unknown.js';

const parsedAndKept = (schema: z.ZodType, input: unknown) => keepUnknownFields(input, schema.parse(input));

describe('keepUnknownFields', () => {
  it('puts back the fields zod dropped, at every depth', () => {
    const schema = z.object({
      a: z.string(),
      nested: z.object({ b: z.number() }),
      list: z.array(z.object({ c: z.boolean() })),
    });
    const input = {
      a: 'x',
      extra: 1,
      nested: { b: 2, deeper: { kept: true } },
      list: [{ c: true, more: 'y' }, { c: false }],
    };
    expect(parsedAndKept(schema, input)).toEqual(input);
  });

  it("keeps zod's defaults and transforms for the known fields", () => {
    const schema = z.object({
      name: z.string().trim(),
      size: z.number().default(10),
      inner: z.object({ tags: z.array(z.string()).default([]) }),
    });
    expect(parsedAndKept(schema, { name: ' 甲 ', extra: 'e', inner: { x: 1 } })).toEqual({
      name: '甲',
      size: 10,
      extra: 'e',
      inner: { tags: [], x: 1 },
    });
  });

  it('follows unions, nullable values and recursive trees', () => {
    type Node = { id: string; children?: Node[] | null };
    const node: z.ZodType<Node> = z.object({
      id: z.string(),
      get children() {
        return z.array(node).nullish();
      },
    });
    const tree = {
      id: 'r',
      icon: 'folder',
      children: [{ id: 'c', li_attr: { title: '叶' }, children: null }],
    };
    expect(parsedAndKept(node, tree)).toEqual(tree);
    const either = z.union([z.object({ kind: z.literal('a'), n: z.number() }), z.null()]);
    expect(parsedAndKept(either, { kind: 'a', n: 1, note: '!' })).toEqual({ kind: 'a', n: 1, note: '!' });
    expect(parsedAndKept(either, null)).toBeNull();
  });

  it('takes what zod made when it changed a value’s shape', () => {
    const schema = z.object({ when: z.string().transform((s) => new Date(s)) });
    const kept = keepUnknownFields({ when: '2026-01-02', other: 1 }, schema.parse({ when: '2026-01-02' }));
    expect(kept).toEqual({ when: new Date('2026-01-02'), other: 1 });
  });

  it('never lets a "__proto__" field set the prototype', () => {
    const input = JSON.parse('{"a":"x","__proto__":{"polluted":true}}');
    const kept = keepUnknownFields(input, z.object({ a: z.string() }).loose().parse(input)) as object;
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
