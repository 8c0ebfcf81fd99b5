import { describe, expect, it } from 'vitest';
import { catalogueProblems, entities, operations } from './catalogue.js';
import { defineEntity, type EntityDef } from './entity.js';
import { id, ref, text } from './field.js';
import { standardOperations } from './standard.js';

describe('the contract catalogue', () => {
  it('has unique operation names and routes, and every reference resolves', () => {
    expect(catalogueProblems()).toEqual([]);
  });

  it('reports what would break the SDK or the server', () => {
    const broken = defineEntity({
      name: 'School',
      label: '坏实体',
      api: 'internship',
      key: 'fId',
      title: 'cName',
      fields: { fId: id(), cName: text('名称'), fOther: ref('其他', 'Nowhere') },
      rows: { school: 'fSchoolId', owner: 'fUserId' },
    }) as unknown as EntityDef;
    const problems = catalogueProblems([...entities, broken], [...operations, ...standardOperations(broken)]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'duplicate operation name GetSchoolPageList',
        expect.stringMatching(/^duplicate route internship GET \/api\/v1\/School\/GetSchoolPageList/),
        'School.fOther refers to unknown entity Nowhere',
        'School names fSchoolId, which is not one of its fields',
        'School names fUserId, which is not one of its fields',
      ]),
    );
  });

  it.each(entities.map((e) => [e.name, e] as const))(
    '%s declares a key, a title and Chinese labels',
    (_, e) => {
      expect(e.fields[e.key]).toBeDefined();
      expect(e.fields[e.title]).toBeDefined();
      expect(e.label).toMatch(/[\u4e00-\u9fa5]/);
      for (const [wire, f] of Object.entries(e.fields)) {
        expect(wire, `${e.name}.${wire} follows the f/c/t wire convention`).toMatch(/^(f|c|t|is|n)[A-Z]/);
        expect(f.label, `${e.name}.${wire} has a Chinese label`).toMatch(/[\u4e00-\u9fa5]/);
      }
    },
  );

  it('derives a standard set for every entity with page lists', () => {
    for (const e of entities.filter((x) => x.ops.includes('page'))) {
      expect(operations.some((o) => o.name === `Get${e.name}PageList`)).toBe(true);
    }
  });

  it('rejects a sortName outside the whitelist and pages beyond the limit', () => {
    const school = entities.find((e) => e.name === 'School');
    expect(school).toBeDefined();
    const q = school!.schemas.query;
    expect(q.safeParse({ sortName: 'cSchoolName', sortOrder: 'asc' }).success).toBe(true);
    expect(q.safeParse({ sortName: 'cPassword' }).success).toBe(false);
    expect(q.safeParse({ pageSize: '1000000' }).success).toBe(false);
    expect(q.parse({ pageSize: '999999', pageNumber: '-1' })).toMatchObject({
      pageSize: 999999,
      pageNumber: -1,
    });
  });

  it('requires non-blank required text on Add and ignores server-set fields', () => {
    const school = entities.find((e) => e.name === 'School')!;
    const r = school.schemas.add.safeParse({ cSchoolName: '   ', cSchoolCode: 'X1' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('请输入学校名称');
    const ok = school.schemas.add.parse({
      cSchoolName: '北京大学',
      cSchoolCode: 'X1',
      tCreateDate: '2020-01-01',
      fSchoolId: 'b3d8addf72194399b08aaaf17685ef93',
    });
    expect(ok).not.toHaveProperty('tCreateDate');
    expect(ok).not.toHaveProperty('fSchoolId');
  });
});

describe('unique rules', () => {
  const fields = { fXId: id(), cName: text('名称'), fSchoolId: ref('学校', 'School') };
  const withRule = (unique: { field: string; within?: string }[]) => () =>
    defineEntity({
      name: 'X',
      label: 'X',
      api: 'system',
      key: 'fXId',
      title: 'cName',
      fields,
      unique,
    } as never);

  it('accepts rules over writable fields, alone or within another', () => {
    expect(withRule([{ field: 'cName', within: 'fSchoolId' }])().unique).toEqual([
      { field: 'cName', within: 'fSchoolId' },
    ]);
  });

  it.each([
    [{ field: 'cNope' }, 'cNope'],
    [{ field: 'cName', within: 'fNope' }, 'fNope'],
    [{ field: 'fXId' }, 'fXId'],
  ])('refuses a rule naming what no one writes: %o', (rule, wire) => {
    expect(withRule([rule])).toThrow(`X: unique rule names ${wire}, which is not a writable field`);
  });
});
