import { operationByName } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyReference,
  fileBaseName,
  REFERENCES_FROM_COMMON,
  referenceFromResource,
  referenceSubmission,
} from './references.js';

const COURSE = '4b7d5e87ce541e02f0f1998c3e7d1207';
const DIR = '6aae5f00d86822d9205039f0a7d48a4c';
const PATH = 'huadong/references/cFilePath/1f2e---实习周报模板.pdf';

describe('referenceSubmission', () => {
  it('needs a file and a name', () => {
    expect(referenceSubmission(emptyReference(), COURSE)).toEqual({
      ok: false,
      errors: { cFilePath: '请上传资料文件', cFileName: '请输入资料名称' },
    });
    const long = { ...emptyReference(), cFilePath: PATH, cFileName: '资'.repeat(201) };
    expect(referenceSubmission(long, COURSE).ok).toBe(false);
  });

  it('sends the course, the file, its size, and a directory and description only when given', () => {
    const form = { ...emptyReference(), cFilePath: PATH, fFileSize: 45, cFileName: ' 实习周报模板 ' };
    expect(referenceSubmission(form, COURSE)).toEqual({
      ok: true,
      body: { fInternshipInfoId: COURSE, cFileName: '实习周报模板', cFilePath: PATH, fFileSize: 45 },
    });
    const filed = { ...form, fInternshipReferenceDirectoryId: DIR, cDesc: ' 每周五提交 ' };
    expect(referenceSubmission(filed, COURSE)).toMatchObject({
      ok: true,
      body: { fInternshipReferenceDirectoryId: DIR, cDesc: '每周五提交' },
    });
  });
});

describe('referenceFromResource', () => {
  it('copies a common resource’s name, file, size and description into the directory', () => {
    const row = {
      cResourceName: '企业级Java项目代码规范（2025版）',
      cFilePath: 'demo/common-resource/cm2---企业级Java项目代码规范（2025版）.pdf',
      fFileSize: 1_536_000,
      cDesc: '由合作企业提供',
    };
    expect(referenceFromResource(row, COURSE, DIR)).toEqual({
      fInternshipInfoId: COURSE,
      cFileName: row.cResourceName,
      cFilePath: row.cFilePath,
      fInternshipReferenceDirectoryId: DIR,
      fFileSize: 1_536_000,
      cDesc: '由合作企业提供',
    });
    expect(referenceFromResource({ ...row, fFileSize: null, cDesc: null }, COURSE, '')).toEqual({
      fInternshipInfoId: COURSE,
      cFileName: row.cResourceName,
      cFilePath: row.cFilePath,
    });
  });
});

describe('names', () => {
  it('takes a file’s name without its extension', () => {
    expect(fileBaseName('实习周报模板.docx')).toBe('实习周报模板');
    expect(fileBaseName('README')).toBe('README');
    expect(fileBaseName('.env')).toBe('.env');
  });
});

describe('REFERENCES_FROM_COMMON', () => {
  it('names calls the contract has', () => {
    const { model, tree, add } = REFERENCES_FROM_COMMON;
    for (const op of [model, tree, add]) expect(operationByName.get(op), op).toBeDefined();
  });
});
