import type { ColumnOverrides } from '@practice/ui-kit';
import { useMemo } from 'react';
import { bulkCall, type ListActions, listedEntity } from '../../entity-list/index.js';
import { ScopedListScreen } from '../../kit/index.js';
import { useLectureArea } from './parts/lecture-area.js';

/**
 * 评论管理 (comment-list?c{Area}Id=): one lecture's comments. A comment is seen by its writer and the
 * lecturers until a lecturer makes it public (公开); 取消公开 takes it back, 删除 removes it.
 */
export default function LectureCommentScreen() {
  const area = useLectureArea();
  const scope = useMemo(() => [area.key], [area]);
  const entity = `${area.entity}Comment`;
  const key = `c${entity}Id`;
  const handlers: ListActions = {
    [`Open${entity}IDS`]: bulkCall(`Open${entity}IDS`, { key }),
    [`UnOpen${entity}IDS`]: bulkCall(`UnOpen${entity}IDS`, { key }),
  };
  const columns = useMemo<ColumnOverrides>(() => ({ [area.key]: false, cContent: { width: 320 } }), [area]);
  return (
    <ScopedListScreen entity={listedEntity(entity)} scope={scope} columns={columns} handlers={handlers} />
  );
}
