import { operationByName } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DOWNLOAD_TYPES, studentDownloadInput } from './student-download.js';

const COURSE = '4b7d5e87ce541e02f0f1998c3e7d1207';
const A = 'd85b327116c9c61d53bd5c6ed0e535e0';
const B = 'd7e2a6de6e44e1222280633569dcd0ad';

describe('studentDownloadInput', () => {
  it('sends each selected student once, the page’s course and the kind chosen', () => {
    const rows = [{ fInternshipStudentId: A }, { fInternshipStudentId: B }, { fInternshipStudentId: A }];
    expect(studentDownloadInput(rows, { fInternshipInfoId: COURSE }, 2)).toEqual({
      fInternshipStudentIds: [A, B],
      fInternshipInfoId: COURSE,
      fDownloadType: 2,
    });
  });

  it('takes the course from the rows when the page has none in its query', () => {
    const input = studentDownloadInput([{ fInternshipStudentId: A, fInternshipInfoId: COURSE }], {}, 1);
    expect(input.fInternshipInfoId).toBe(COURSE);
  });

  it('is what the operation accepts', () => {
    const body = operationByName.get('BatchDownloadInternshipStudent')?.body as z.ZodType;
    const input = studentDownloadInput([{ fInternshipStudentId: A }], { fInternshipInfoId: COURSE }, 1);
    expect(body.safeParse(input).success).toBe(true);
  });
});

describe('DOWNLOAD_TYPES', () => {
  it('are exactly the kinds the contract takes (its StudentDownloadMode)', () => {
    const body = operationByName.get('BatchDownloadInternshipStudent')?.body as z.ZodObject;
    const kind = body.shape.fDownloadType as z.ZodType;
    for (const t of DOWNLOAD_TYPES) expect(kind.safeParse(t.value).success).toBe(true);
    expect(kind.safeParse(3).success).toBe(false);
    expect(DOWNLOAD_TYPES.map((t) => t.label)).toEqual(['全部资料', '仅实习材料']);
  });
});
