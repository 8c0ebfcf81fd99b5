import { OrgEditPage } from '../../org/org-edit-page.js';
import { useLectureArea } from './parts/lecture-area.js';

/**
 * 编辑创新活动 / 编辑生涯规划讲座 / 编辑研讨会 (?c{Area}Id=, or empty to add): the lecture's school, title,
 * range (校内 or 全平台), speaker, cover, times, place, seats and text. A new lecture waits for review.
 */
export default function LectureEditScreen() {
  const area = useLectureArea();
  return <OrgEditPage entity={area.entity} list="list" />;
}
