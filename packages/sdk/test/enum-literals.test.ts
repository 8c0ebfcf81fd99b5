import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entities } from '../src/contract/catalogue.js';

/*
 * Issue 27: no numeric status literal outside the contract. A console or server file compares an enum field
 * with the enumeration's named value (`row.fStatus === enums.ReviewStatus.passed`), never with `1`: the same
 * number means 审核通过 in one enumeration and 未审核 in another. Tests and their fixture data are exempt.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const SCANNED = ['packages/console/src', 'packages/server/src'];

/** The wire names of the fields the catalogue declares with choice(...), over every entity. */
function enumFieldNames(): string[] {
  const names = new Set<string>();
  for (const entity of entities) {
    for (const [name, field] of Object.entries(entity.fields)) if (field.enum) names.add(name);
  }
  return [...names];
}

/** `x.fStatus === 1`, `Number(row.fStatus) !== '2'`, `values.fStatus == 0`, and the same turned round. */
function literalComparisons(source: string, fields: readonly string[]): string[] {
  const field = `(?:\\b|['"])(?:${fields.join('|')})\\b['"]?\\]?\\)?`;
  const literal = `['"]?-?\\d+(?:\\.\\d+)?['"]?(?![\\w.])`;
  const operator = '[!=]==?';
  const either = new RegExp(
    `${field}\\s*${operator}\\s*${literal}|(?<![\\w.])${literal}\\s*${operator}\\s*(?:Number\\()?[\\w.?\\[\\]]*${field}`,
    'g',
  );
  return source.split('\n').flatMap((line, i) => (either.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('enum values in console and server code', () => {
  it('finds the comparisons it is meant to refuse, and leaves named ones alone', () => {
    const fields = ['fStatus', 'fIsTop'];
    const bad = [
      'if (Number(row.fStatus) === 1) {',
      "return r.fIsTop !== '1';",
      'x = 2 === Number(row.fStatus);',
      "if (row['fStatus'] == 0) {",
    ];
    for (const line of bad) expect(literalComparisons(line, fields), line).toHaveLength(1);
    const fine = [
      'if (Number(row.fStatus) === enums.ReviewStatus.passed) {',
      'if (row.fStatusText === 1) {',
      'if (row.fSort === 1) {',
      'const widths = { fStatus: 90 };',
    ];
    for (const line of fine) expect(literalComparisons(line, fields), line).toEqual([]);
  });

  it('compares no enum field with a bare number', () => {
    const fields = enumFieldNames();
    expect(fields).toContain('fStatus');
    const found = SCANNED.flatMap((dir) =>
      sourceFiles(join(root, dir)).flatMap((file) =>
        literalComparisons(readFileSync(file, 'utf8'), fields).map((hit) => `${relative(root, file)}:${hit}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
