/*
 * A student writes a diary the way the production back end's own clients do (a public client that students
 * wrote for it shows the sequence): plain HTTP, no SDK, production paths, the production field names. The
 * server's suite runs it, and the console's browser test runs it and then finds the diary on the page.
 */

const SYSTEM = '/AuthSubAccountSystemWeb/api/v1';
const INTERNSHIP = '/WDPracticeInternshipPlugin/api/v1';

type Json = Record<string, unknown>;
interface Envelope {
  Code: number | string;
  Message?: string | null;
  Content?: unknown;
  /** BatchUpload's answer: 'name&&path&&folder&&size' per file. */
  FileList?: string[];
}

export interface WireDiaryOptions {
  readonly userName: string;
  readonly password: string;
  readonly title: string;
  /** Submit (fSubmitType 1) after saving the draft. */
  readonly submit?: boolean;
}

export interface WireDiaryResult {
  /** The production list row the student's diary page is opened from. */
  readonly internship: Json;
  /** diaries-student?… exactly as the production console links it. */
  readonly diaryPageQuery: string;
  readonly diary: Json;
  readonly items: Json[];
  /** What was answered for each item kind, by template item name. */
  readonly answers: Record<string, string>;
}

async function call(
  base: string,
  token: string | null,
  path: string,
  init: RequestInit = {},
): Promise<Envelope> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(`${base}${path}`, { ...init, headers });
  const body = (await res.json()) as Envelope;
  if (!res.ok || ![200, 0, 10000, '200', '0', '10000'].includes(body.Code)) {
    throw new Error(`${path}: HTTP ${res.status} ${body.Code} ${body.Message ?? ''}`);
  }
  return body;
}

const get = (base: string, token: string, path: string, query: Json) =>
  call(base, token, `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);

const post = (base: string, token: string | null, path: string, body: Json) =>
  call(base, token, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const listOf = (e: Envelope) => (e.Content as { List: Json[] }).List;

/** A 1x1 PNG: the image item's upload. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** What a student writes in each kind of item (SPEC §3 input kinds), in the production back end's forms. */
function answerFor(kind: number, name: string, image: string, options: string | null): string {
  switch (kind) {
    case 3:
      return '2026-05-08 17:30:00';
    case 4:
      return '杭州市西湖区文三路90号,30.2741,120.1551';
    case 5:
    case 6:
      return image;
    case 7:
      return firstOption(options) ?? '良好';
    default:
      return `${name}：接口联调，整理测试用例。`;
  }
}

/** A dropdown's options are JSON label/value pairs in the item's cFilePath (SPEC §3). */
function firstOption(options: string | null): string | null {
  try {
    const list = JSON.parse(options ?? '') as { value?: unknown; label?: unknown }[];
    const first = list[0];
    return first ? String(first.value ?? first.label ?? '') || null : null;
  } catch {
    return null;
  }
}

export async function writeDiaryOverWire(base: string, o: WireDiaryOptions): Promise<WireDiaryResult> {
  const login = await post(base, null, `${SYSTEM}/Home/LoginCheck`, {
    cUserName: o.userName,
    cPassword: o.password,
  });
  const token = (login.Content as { token: string }).token;

  const mine = await get(
    base,
    token,
    `${INTERNSHIP}/InternshipStudent/GetInternshipStudentWithRelateCountPageListByUser`,
    {
      pageNumber: 1,
      pageSize: 10,
    },
  );
  const internship = listOf(mine)[0];
  if (!internship) throw new Error('the student has no internship');
  const scope = {
    fInternshipInfoId: internship.fInternshipInfoId,
    fInternshipStudentId: internship.fInternshipStudentId,
    fTemplateBatchInfoId: internship.fTemplateBatchInfoId,
    fIsNeedDiaryReview1: internship.fIsNeedDiaryReview1,
    fIsNeedDiaryReview2: internship.fIsNeedDiaryReview2,
    fType: 3,
  };
  const diaryPageQuery = new URLSearchParams({
    ...Object.fromEntries(Object.entries(scope).map(([k, v]) => [k, String(v)])),
    _pageHeader: String(internship.cInternshipName),
  }).toString();

  // The diary form: the course batch's template of type 3 and its items.
  const templates = await get(base, token, `${INTERNSHIP}/TemplateInfo/GetTemplateInfoPageList`, {
    pageNumber: 1,
    pageSize: 10,
    fTemplateBatchInfoId: scope.fTemplateBatchInfoId,
    fTemplateType: 3,
  });
  const template = listOf(templates)[0];
  if (!template) throw new Error('the course has no diary template');
  const templateItems = listOf(
    await get(base, token, `${INTERNSHIP}/TemplateItem/GetTemplateItemPageList`, {
      pageNumber: -1,
      pageSize: 10,
      fTemplateInfoId: template.fTemplateInfoId,
    }),
  );

  const form = new FormData();
  form.append('file', new Blob([PIXEL], { type: 'image/png' }), '现场照片.png');
  const uploaded = await call(base, token, `${INTERNSHIP}/Upload/BatchUpload?folder=internship`, {
    method: 'POST',
    body: form,
  });
  const image = uploaded.FileList?.[0]?.split('&&')[1];
  if (!image) throw new Error('BatchUpload answered no path');

  const answers: Record<string, string> = {};
  const draft: Json = { ...scope, cDiaryName: o.title, fInternshipDiaryId: '', fSubmitType: 0 };
  for (const item of templateItems) {
    const value = answerFor(
      Number(item.fFontType),
      String(item.cTemplateItemName),
      image,
      item.cFilePath as string | null,
    );
    answers[String(item.cTemplateItemName)] = value;
    draft[String(item.fTemplateItemId)] = value;
  }
  await post(base, token, `${INTERNSHIP}/InternshipDiaryItem/EditInternshipDiaryItemList`, draft);

  const diaries = listOf(
    await get(base, token, `${INTERNSHIP}/InternshipDiary/GetInternshipDiaryPageList`, {
      pageNumber: 1,
      pageSize: 20,
      ...scope,
      cDiaryName: o.title,
    }),
  );
  const diary = diaries.find((d) => d.cDiaryName === o.title);
  if (!diary) throw new Error('the saved diary is not in the list');
  let items = listOf(
    await get(base, token, `${INTERNSHIP}/InternshipDiaryItem/GetInternshipDiaryItemPageList`, {
      pageNumber: 1,
      pageSize: 100,
      fInternshipDiaryId: diary.fInternshipDiaryId,
    }),
  );

  if (o.submit) {
    // Submitting names each line by its diary item id, as an edit of the saved draft.
    const body: Json = {
      ...scope,
      cDiaryName: o.title,
      fInternshipDiaryId: diary.fInternshipDiaryId,
      fSubmitType: 1,
    };
    for (const line of items) body[String(line.fInternshipDiaryItemId)] = line.cContent ?? '';
    await post(base, token, `${INTERNSHIP}/InternshipDiaryItem/EditInternshipDiaryItemList`, body);
    items = listOf(
      await get(base, token, `${INTERNSHIP}/InternshipDiaryItem/GetInternshipDiaryItemPageList`, {
        pageNumber: 1,
        pageSize: 100,
        fInternshipDiaryId: diary.fInternshipDiaryId,
      }),
    );
  }
  return { internship, diaryPageQuery, diary, items, answers };
}
