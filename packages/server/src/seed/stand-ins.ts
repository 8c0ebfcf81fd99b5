import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { FileStorage } from '../files/storage.js';

/*
 * The demo rows point at sample files (seed/demo.ts demoFiles) that no one uploaded. So that thumbnails,
 * previews and downloads of a fresh demo work, a small stand-in of the right kind is written for each:
 * a picture for images, a short clip for videos, a one-page PDF, an archive, a workbook, a document. Kinds
 * with no honest small stand-in (slides) are left out and answer 404 like any missing file.
 */

const assets = join(import.meta.dirname, 'stand-ins');
const NOTE = '这是演示数据的示例文件，上传真实文件后即被替换。';

/** A one-page PDF saying what it is (ASCII: the base-14 fonts carry no Chinese). */
function samplePdf(): Uint8Array {
  const text = 'Sample file of the demo data.';
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(body);
}

/** The smallest Word document Word opens: one paragraph. */
function sampleDocx(): Uint8Array {
  const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${w}"><w:body><w:p><w:r><w:t>${NOTE}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  });
}

async function sampleXlsx(): Promise<Uint8Array> {
  const XLSX = await import('sheetjs-style');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['说明'], [NOTE]]), '示例');
  const bytes: Buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

type Sample = () => Promise<Uint8Array>;

const asset =
  (name: string): Sample =>
  async () =>
    new Uint8Array(await readFile(join(assets, name)));

const STAND_INS: Readonly<Record<string, Sample>> = {
  jpg: asset('image.jpg'),
  jpeg: asset('image.jpg'),
  png: asset('image.png'),
  // A 3-second 320x180 clip (14 kB): the demo tutorials' videos play in the page.
  mp4: asset('video.mp4'),
  pdf: async () => samplePdf(),
  zip: async () => zipSync({ '说明.txt': strToU8(NOTE) }),
  docx: async () => sampleDocx(),
  xlsx: sampleXlsx,
};

// An object store answers each look-up over the network: a few at once keep a start with the demo short.
const AT_ONCE = 16;

/**
 * Writes a stand-in into the store for each sample path that has none yet (a real upload or an earlier
 * start's stand-in is kept), a few at a time. Returns how many were written.
 */
export async function writeStandIns(storage: FileStorage, paths: readonly string[]): Promise<number> {
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      const sample = STAND_INS[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
      if (!sample || (await storage.stat(path))) continue;
      await storage.write(path, await sample());
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return written;
}
