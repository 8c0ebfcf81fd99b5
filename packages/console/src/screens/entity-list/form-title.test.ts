import { describe, expect, it } from 'vitest';
import { formTitle } from './entity-form-dialog.js';

describe('formTitle', () => {
  it('adds the entity to a bare verb and keeps a button that names what it adds', () => {
    expect(formTitle('新增', '班级')).toBe('新增班级');
    expect(formTitle('编辑', '模板')).toBe('编辑模板');
    expect(formTitle('新增模板', '模板')).toBe('新增模板');
    expect(formTitle('上传资料', '参考资料')).toBe('上传资料');
  });
});
