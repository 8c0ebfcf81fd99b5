import { strFromU8, unzipSync } from 'fflate';
import * as XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from './errors.js';
import { patchWorkbook, workbookBytes } from './testing.js';
import { USER_IMPORT_COLUMNS, USER_IMPORT_HELP_SHEET, USER_IMPORT_SHEET } from './user-import-columns.js';
import { parseUserImport, tooManyImportRows } from './user-import-parse.js';
import { userImportTemplate } from './user-import-template.js';

const HEADER = USER_IMPORT_COLUMNS.map((c) => c.header);
// Every parse starts a worker that loads SheetJS (about half a second, far more on a busy machine).
const WORKER_TESTS = { timeout: 60_000 };

describe('userImportTemplate', WORKER_TESTS, () => {
  it('parses back through parseUserImport with exactly the template header', async () => {
    const template = await userImportTemplate();
    expect(await parseUserImport(template, '用户导入模板.xlsx')).toEqual([
      ['学校识别码', '姓名', '类型', '班级名称 (学生必填)', '手机号', '学号/工号'],
    ]);
  });

  it('has a styled header, column widths and a 说明 sheet with the allowed types', async () => {
    const template = await userImportTemplate();
    const parts = unzipSync(template);
    const workbook = strFromU8(parts['xl/workbook.xml'] ?? new Uint8Array());
    expect(workbook).toContain(`name="${USER_IMPORT_SHEET}"`);
    expect(workbook).toContain(`name="${USER_IMPORT_HELP_SHEET}"`);
    const styles = strFromU8(parts['xl/styles.xml'] ?? new Uint8Array());
    expect(styles).toContain('<b/>');
    expect(styles).toMatch(/patternType="solid"><fgColor rgb="FF2F855A"/);
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toMatch(/<col [^>]*width=/);
    expect(sheet).toMatch(/<c r="A1"[^>]* s="[1-9]\d*"/);
    const help = XLSX.read(template, { type: 'array' }).Sheets[USER_IMPORT_HELP_SHEET];
    const helpText = JSON.stringify(XLSX.utils.sheet_to_json(help ?? {}, { header: 1 }));
    for (const type of ['学生', '教师', '学校管理员']) expect(helpText).toContain(type);
  });
});

describe('parseUserImport', WORKER_TESTS, () => {
  it('numbers rows by spreadsheet row even when the data starts lower', async () => {
    const rows = await parseUserImport(workbookBytes([HEADER, [], [], ['S01', '张三']]), 'a.xlsx');
    expect(rows).toEqual([HEADER, [], [], ['S01', '张三']]);
  });

  it('reads whole numbers with every digit and drops trailing blank rows', async () => {
    const rows = await parseUserImport(
      workbookBytes([HEADER, ['S01', '张三', '学生', '一班', 13800138000, 20240001], []]),
      'a.xlsx',
    );
    expect(rows[1]).toEqual(['S01', '张三', '学生', '一班', '13800138000', '20240001']);
    expect(rows).toHaveLength(2);
  });

  it('reads the legacy .xls format', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ['S01', '李四']]), 'users');
    const xls = new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }));
    expect(await parseUserImport(xls, '旧版.xls')).toEqual([HEADER, ['S01', '李四']]);
  });

  it.each([
    ['a csv name', 'users.csv', workbookBytes([HEADER]), '只能上传 Excel (.xls,.xlsx) 文件', 415],
    [
      'a text file named .xlsx',
      'users.xlsx',
      new TextEncoder().encode('学校识别码,姓名\n'),
      '只能上传 Excel (.xls,.xlsx) 文件',
      415,
    ],
    [
      'html named .xls',
      'users.xls',
      new TextEncoder().encode('<table><tr><td>x</td></tr></table>'),
      '只能上传 Excel (.xls,.xlsx) 文件',
      415,
    ],
    [
      'a broken zip',
      'users.xlsx',
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]),
      FILE_MESSAGES.parseFailed,
      422,
    ],
  ])('refuses %s', async (_, name, bytes, message, status) => {
    await expect(parseUserImport(bytes, name)).rejects.toMatchObject({ message, status });
  });

  it('refuses a file over 100MB, and says both things when both are wrong', async () => {
    const big = new Uint8Array(100 * 1024 * 1024 + 1);
    await expect(parseUserImport(big, 'a.xlsx')).rejects.toMatchObject({
      message: '文件大小不能超过100MB',
      status: 413,
    });
    await expect(parseUserImport(big, 'a.txt')).rejects.toMatchObject({
      message: '只能上传 Excel (.xls,.xlsx) 文件; 文件大小不能超过100MB',
    });
  });

  it('refuses more rows than allowed', async () => {
    const rows = [HEADER, ...Array.from({ length: 5 }, (_, i) => ['S01', `学生${i}`])];
    await expect(parseUserImport(workbookBytes(rows), 'a.xlsx', { maxRows: 4 })).rejects.toMatchObject({
      message: tooManyImportRows(4),
      status: 413,
    });
    expect(await parseUserImport(workbookBytes(rows), 'a.xlsx', { maxRows: 5 })).toHaveLength(6);
  });

  it('stops a parse that outgrows the worker heap', async () => {
    const rows = [
      HEADER,
      ...Array.from({ length: 40_000 }, (_, i) => [`S${i}`, '张三'.repeat(40), '学生', '一班']),
    ];
    await expect(
      parseUserImport(workbookBytes(rows), 'a.xlsx', { memoryMb: 16, maxRows: 50_000, timeoutMs: 50_000 }),
    ).rejects.toMatchObject({ message: FILE_MESSAGES.parseTooLarge, status: 422 });
  });

  it('terminates a parse that exceeds the timeout', async () => {
    await expect(parseUserImport(workbookBytes([HEADER]), 'a.xlsx', { timeoutMs: 1 })).rejects.toMatchObject({
      message: FILE_MESSAGES.parseTimeout,
      status: 422,
    });
  });
});

describe('crafted workbooks cannot pollute this realm', WORKER_TESTS, () => {
  const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();

  function withComment(ref: string): Uint8Array {
    const sheet = XLSX.utils.aoa_to_sheet([HEADER, ['S01']]);
    Object.assign(sheet.A2 as object, { c: [{ a: 'author', t: 'note' }] });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'users');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
    return patchWorkbook(bytes, (parts) => {
      const name = Object.keys(parts).find((p) => /comments\d*\.xml$/.test(p)) ?? '';
      parts[name] = (parts[name] ?? '').replace('ref="A2"', `ref="${ref}"`);
    });
  }

  it('refuses a comment whose cell reference is __proto__ (CVE-2023-30533), which pollutes the worker', async () => {
    const before = prototypeKeys();
    // The worker reports 'unsafe' only when its own Object.prototype really changed: the payload works.
    await expect(parseUserImport(withComment('__proto__'), 'a.xlsx')).rejects.toMatchObject({
      message: FILE_MESSAGES.parseUnsafe,
    });
    expect(({} as Record<string, unknown>).c).toBeUndefined();
    expect(prototypeKeys()).toEqual(before);
  });

  it('a sheet, a defined name and a comment called __proto__ / constructor leave Object.prototype alone', async () => {
    const before = prototypeKeys();
    const crafted = patchWorkbook(withComment('constructor'), (parts) => {
      parts['xl/workbook.xml'] = (parts['xl/workbook.xml'] ?? '')
        .replace('name="users"', 'name="__proto__"')
        .replace(
          '</sheets>',
          '</sheets><definedNames><definedName name="__proto__">polluted</definedName></definedNames>',
        );
    });
    await parseUserImport(crafted, 'a.xlsx').catch((error: unknown) => error);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).c).toBeUndefined();
    expect(prototypeKeys()).toEqual(before);
  });
});

describe('parallel imports', WORKER_TESTS, () => {
  it('all finish when more arrive than may run at once', async () => {
    const bytes = workbookBytes([HEADER, ['S01', '张三']]);
    const results = await Promise.all(Array.from({ length: 5 }, () => parseUserImport(bytes, 'a.xlsx')));
    for (const rows of results) expect(rows).toEqual([HEADER, ['S01', '张三']]);
  });
});
