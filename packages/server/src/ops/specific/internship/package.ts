import { enums } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import type { ZipRecord } from '../../../files/index.js';
import type { Handler } from '../../context.js';
import { onRows } from '../../declared.js';
import { diaryFolder, diaryLabel, inCreationOrder, itemFiles, selectedDiaries } from './downloads.js';
import {
  BATCH_DOWNLOAD_FOLDER,
  FILE_KINDS,
  labelled,
  schoolNameOfCourse,
  storageOf,
  zipAnswer,
} from './files.js';

/*
 * InternshipDiary_PackageInternshipDiary: unlike the batch download (attachments only), the package is the
 * diaries themselves: each diary's form as 日志内容.txt beside its attachments.
 */

const CONTENT_NAME = '日志内容.txt';

async function diaryTexts(q: Queryable, diaries: readonly Row[]): Promise<Map<unknown, string>> {
  const items = await q.query(
    `select i."fInternshipDiaryId" as diary, ti."cTemplateItemName" as name, i."fFontType" as kind, i."cContent" as value
       from "InternshipDiaryItem" i left join "TemplateItem" ti on ti."fTemplateItemId" = i."fTemplateItemId"
      where i."fInternshipDiaryId" = any($1) and not (i."fFontType" = any($2)) order by i."fSort" nulls last, i."fInternshipDiaryItemId"`,
    [diaries.map((d) => d.fInternshipDiaryId), [...FILE_KINDS]],
  );
  const out = new Map<unknown, string>();
  for (const d of diaries) {
    const lines = [
      `标题：${d.cDiaryName ?? ''}`,
      `学生：${d.cRealName ?? ''}（${d.cNumber ?? ''}）`,
      `实习课程：${d.cInternshipName ?? ''}`,
      `日志日期：${d.tDiaryDate ?? ''}    实习周次：${d.fWeek ?? ''}`,
      '',
      ...items
        .filter((i) => i.diary === d.fInternshipDiaryId)
        .map((i) => `【${i.name ?? enums.TemplateInputKind.labelOf(i.kind)}】\r\n${i.value ?? ''}\r\n`),
      ...(d.cComment ? [`【导师批阅】\r\n${d.cComment}`] : []),
    ];
    // BOM and CRLF: Windows Notepad reads it as UTF-8 Chinese with line breaks.
    out.set(d.fInternshipDiaryId, `\uFEFF${lines.join('\r\n')}\r\n`);
  }
  return out;
}

const packageDiaries = onRows({
  target: selectedDiaries,
  work: async (a, _input, selected) => {
    const diaries = await inCreationOrder(a.q, selected);
    const files = await itemFiles(
      a.q,
      'InternshipDiaryItem',
      'fInternshipDiaryId',
      diaries.map((d) => d.fInternshipDiaryId),
    );
    const texts = await diaryTexts(a.q, diaries);
    const storage = storageOf(a);
    const schoolName = await schoolNameOfCourse(a.q, diaries[0]?.fInternshipInfoId);
    const temporary: string[] = [];
    try {
      const records: ZipRecord[] = [];
      for (const d of diaries) {
        const saved = await storage.save({
          data: new TextEncoder().encode(texts.get(d.fInternshipDiaryId) ?? ''),
          originalName: CONTENT_NAME,
          folder: BATCH_DOWNLOAD_FOLDER,
          schoolName,
        });
        temporary.push(saved.path);
        records.push({
          folder: diaryFolder(d),
          files: [
            { path: saved.path, name: CONTENT_NAME },
            ...(files.get(d.fInternshipDiaryId) ?? []).map((p) => labelled(diaryLabel(d), p)),
          ],
        });
      }
      return await zipAnswer(a, records, '实习日志.zip', schoolName);
    } finally {
      // The texts live on only inside the zip.
      await Promise.all(temporary.map((p) => storage.remove(p).catch(() => false)));
    }
  },
});

export const packageHandlers: Record<string, Handler> = {
  InternshipDiary_PackageInternshipDiary: packageDiaries,
};
