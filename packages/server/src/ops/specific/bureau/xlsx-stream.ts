/**
 * An .xlsx written as it is read: one worksheet whose rows are deflated into a streaming zip (fflate's Zip and
 * ZipDeflate) batch by batch, so a report of 200 000 rows holds one batch of rows and the deflater's window in
 * memory, never the sheet. sheetjs-style builds a whole workbook in memory before writing a byte, which is
 * what the import template can afford and a province's report cannot.
 *
 * Cells are typed as a spreadsheet reads them: text as inline strings (a shared-string table would have to
 * hold every distinct name until the end), numbers as numbers and dates as day numbers with a date format,
 * so the bureau's importer and a person sorting a column both see dates, not text.
 */
import { Zip, ZipDeflate } from 'fflate';
import { NativeDeflateEntry } from './zip-native-deflate.js';

export type CellValue =
  | { readonly t: 'text'; readonly v: string }
  | { readonly t: 'number'; readonly v: number }
  /** 'YYYY-MM-DD' (anything after the day is ignored). */
  | { readonly t: 'date'; readonly v: string }
  | null;

export interface SheetLayout {
  readonly sheetName: string;
  /** Column widths in characters, one per column. */
  readonly widths: readonly number[];
  /** The header's row number (1-based): the rows above it are frozen with it and it gets the autofilter. */
  readonly headerRow: number;
}

/** Styles of styles.xml, by index: 0 plain, 1 date, 2 bold (titles and the header). */
const STYLE = { plain: 0, date: 1, bold: 2 } as const;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

// XML 1.0 allows no control characters but tab and line breaks; a name pasted from elsewhere may carry them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to drop
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same characters, found before anything is copied
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const escapeXml = (s: string) =>
  !NEEDS_ESCAPE.test(s)
    ? s
    : s
        .replace(NOT_XML, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');

/** 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    name = String.fromCharCode(65 + rem) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** Excel's day number of a calendar day (1900 date system: day 25569 is 1970-01-01). */
export function excelDay(isoDay: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(ms) ? null : ms / 86_400_000 + 25569;
}

function cellXml(ref: string, cell: CellValue, bold: boolean): string {
  if (cell === null) return '';
  const s = bold ? ` s="${STYLE.bold}"` : '';
  if (cell.t === 'number') {
    return Number.isFinite(cell.v) ? `<c r="${ref}"${s}><v>${cell.v}</v></c>` : '';
  }
  if (cell.t === 'date') {
    const day = excelDay(cell.v);
    return day === null ? '' : `<c r="${ref}" s="${STYLE.date}"><v>${day}</v></c>`;
  }
  if (cell.v === '') return '';
  return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${escapeXml(cell.v)}</t></is></c>`;
}

const STYLES_XML = `${XML_HEAD}<styleSheet xmlns="${MAIN}">
<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts>
<fonts count="2"><font><sz val="11"/><name val="等线"/></font><font><b/><sz val="11"/><name val="等线"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>
<cellStyles count="1"><cellStyle name="常规" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;

const packageFiles = (sheetName: string): [string, string][] => [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>
</Types>`,
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  ],
  ['xl/styles.xml', STYLES_XML],
];

/**
 * Writes one sheet into a zip whose bytes go to `out` as they are made. `row` adds a row, `flush` compresses
 * the rows added so far (once per batch: it waits while the deflater is behind), `end` closes the sheet and
 * the zip (the last bytes have reached `out` when it resolves).
 */
export class XlsxSheetWriter {
  private readonly zip: Zip;
  private readonly sheet: NativeDeflateEntry;
  private finished!: Promise<void>;
  private readonly encoder = new TextEncoder();
  private rowNumber = 0;
  private columns = 0;
  private pending = '';

  constructor(
    private readonly layout: SheetLayout,
    out: (chunk: Uint8Array) => void,
    fail: (error: Error) => void,
  ) {
    let done = () => {};
    this.finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) fail(error);
      else if (chunk.length) out(chunk);
      if (final) done();
    });
    for (const [name, text] of packageFiles(layout.sheetName)) {
      const file = new ZipDeflate(name, { level: 6 });
      this.zip.add(file);
      file.push(this.encoder.encode(text), true);
    }
    this.sheet = new NativeDeflateEntry('xl/worksheets/sheet1.xml');
    this.zip.add(this.sheet);
    const frozen = layout.headerRow;
    const cols = layout.widths.map(
      (w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`,
    );
    this.write(
      `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0">` +
        `<pane ySplit="${frozen}" topLeftCell="A${frozen + 1}" activePane="bottomLeft" state="frozen"/>` +
        `</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols.join('')}</cols><sheetData>`,
    );
  }

  /** Adds the next row; `bold` for titles and the header. */
  row(cells: readonly CellValue[], bold = false): void {
    this.rowNumber += 1;
    this.columns = Math.max(this.columns, cells.length);
    const r = this.rowNumber;
    let xml = '';
    for (let i = 0; i < cells.length; i++) xml += cellXml(`${this.letter(i)}${r}`, cells[i] ?? null, bold);
    this.write(`<row r="${r}">${xml}</row>`);
  }

  /** Hands what was written so far to the deflater (called once per batch, so chunks are not tiny). */
  async flush(): Promise<void> {
    if (!this.pending) return;
    const bytes = this.encoder.encode(this.pending);
    this.pending = '';
    await this.sheet.push(bytes);
  }

  async end(): Promise<void> {
    const { headerRow } = this.layout;
    const last = Math.max(this.rowNumber, headerRow);
    const filter = this.columns
      ? `<autoFilter ref="A${headerRow}:${columnName(this.columns - 1)}${last}"/>`
      : '';
    this.write(`</sheetData>${filter}</worksheet>`);
    await this.flush();
    await this.sheet.end();
    this.zip.end();
    await this.finished;
  }

  /** Stops compressing: the reader has gone. */
  cancel(): void {
    this.sheet.terminate();
    this.zip.terminate();
  }

  private readonly letters: string[] = [];
  private letter(i: number): string {
    this.letters[i] ??= columnName(i);
    return this.letters[i];
  }

  private write(xml: string) {
    this.pending += xml;
  }
}
