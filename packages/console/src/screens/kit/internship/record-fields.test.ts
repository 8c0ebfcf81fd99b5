import { entityByName } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { recordFields } from './record-fields.js';

const entity = (name: string) => {
  const found = entityByName.get(name);
  if (!found) throw new Error(name);
  return found;
};
const COURSE = '4b7d5e87ce541e02f0f1998c3e7d1207';
const STUDENT = 'd85b327116c9c61d53bd5c6ed0e535e0';

describe('recordFields', () => {
  it("offers an interview's student and tutor from the course, sends the course unseen", () => {
    const { all, shown } = recordFields(entity('InternshipInterview'), {
      fixed: { fInternshipInfoId: COURSE },
      choices: ['fInternshipStudentId', 'fInternshipTutorId'],
    });
    expect(shown.map((f) => f.key)).toEqual([
      'fInternshipStudentId',
      'fInternshipTutorId',
      'cTitle',
      'tInterviewDate',
      'cInterviewWay',
      'cContent',
      'cFilePath',
    ]);
    expect(all.map((f) => f.key)).toContain('fInternshipInfoId');
    expect(shown.find((f) => f.key === 'cFilePath')).toMatchObject({ widget: 'upload', control: 'text' });
    expect(shown.find((f) => f.key === 'tInterviewDate')).toMatchObject({
      control: 'dateTime',
      required: true,
    });
  });

  it("on a student's page the student is fixed too, and a ref without choices is left out", () => {
    const { all, shown } = recordFields(entity('InternshipInterview'), {
      fixed: { fInternshipInfoId: COURSE, fInternshipStudentId: STUDENT },
      choices: [],
    });
    expect(shown.map((f) => f.key)).not.toContain('fInternshipStudentId');
    expect(shown.map((f) => f.key)).not.toContain('fInternshipTutorId');
    expect(all.map((f) => f.key)).toEqual(
      expect.arrayContaining(['fInternshipInfoId', 'fInternshipStudentId']),
    );
  });

  it("gives a summary task's requirement the editor and its attachment the upload, after the typed fields", () => {
    const { shown } = recordFields(entity('InternshipSummaryTask'), {
      fixed: { fInternshipInfoId: COURSE },
      choices: [],
    });
    expect(shown.map((f) => [f.key, f.widget])).toEqual([
      ['cTaskName', 'input'],
      ['tStartDate', 'input'],
      ['tEndDate', 'input'],
      ['cRequirement', 'richText'],
      ['cFilePath', 'upload'],
    ]);
  });
});
