import { describe, expect, it } from 'vitest';
import { resourceFields, resourceSubmission, resourceValues } from './resource-form.js';

const filled = () => ({
  ...resourceValues(),
  cResourceName: '  实习安全教育课件 ',
  fResourceType: '4',
  cFilePath: 'default/common/1---课件.pdf',
  fFileSize: '2048',
});

describe('resource form', () => {
  it('types the contract fields and adds the file, but not the size', () => {
    const keys = resourceFields.map((f) => f.key);
    expect(keys).toEqual(
      expect.arrayContaining(['cResourceName', 'fResourceType', 'cThemeLabelId', 'fSchoolId', 'cFilePath']),
    );
    expect(keys).not.toContain('fFileSize');
  });

  it('starts a new resource under the label the list was showing, never an edited one', () => {
    expect(resourceValues(undefined, 'tl-3').cThemeLabelId).toBe('tl-3');
    expect(resourceValues({ cThemeLabelId: 'tl-1' }, 'tl-3').cThemeLabelId).toBe('tl-1');
  });

  it('builds the add body with the trimmed name, the type as a number and the size', () => {
    const result = resourceSubmission(filled());
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({
        cResourceName: '实习安全教育课件',
        fResourceType: 4,
        cFilePath: 'default/common/1---课件.pdf',
        fFileSize: 2048,
      }),
    });
  });

  it('asks for the name, the type and an upload', () => {
    const result = resourceSubmission(resourceValues());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.cResourceName).toBe('请输入资源名称');
    expect(result.errors.fResourceType).toBe('请选择资源类型');
    expect(result.errors.cFilePath).toBe('请上传资源文件');
  });

  it('refuses a name over the contract limit', () => {
    const result = resourceSubmission({ ...filled(), cResourceName: '长'.repeat(201) });
    expect(result.ok).toBe(false);
  });

  it('edits carry the key and load the stored values', () => {
    const row = {
      cCommonResourceId: 'cm-1',
      cResourceName: '旧',
      fResourceType: 1,
      cFilePath: 'a---b.pdf',
      fFileSize: 10,
    };
    const values = resourceValues(row);
    expect(values.fResourceType).toBe('1');
    expect(values.fFileSize).toBe('10');
    const result = resourceSubmission(values, row);
    expect(result.ok && result.body.cCommonResourceId).toBe('cm-1');
  });
});
