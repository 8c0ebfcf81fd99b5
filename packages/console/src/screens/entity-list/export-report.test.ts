import { entityByName } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { searchText } from './export-report.js';

describe('searchText: the search an export was made under, in the words of its fields', () => {
  const log = entityByName.get('AppAuditLog');

  it('words each given value by its field, an enum by its label and a range end as 起 or 止', () => {
    expect(
      searchText(
        {
          cOperationName: '评定实习总结成绩',
          cKind: 'edit',
          tCreateDateBegin: '2026-06-01',
          tCreateDateEnd: '2026-06-30',
          cRealName: '',
        },
        log,
      ),
    ).toBe('操作：评定实习总结成绩；操作类型：修改；操作时间起：2026-06-01；操作时间止：2026-06-30');
  });

  it('keeps a value no field names as it came, and answers nothing for an empty search', () => {
    expect(searchText({ fTreeNode: '7' }, log)).toBe('fTreeNode：7');
    expect(searchText({ cRealName: '', cKind: undefined }, log)).toBeUndefined();
  });
});
