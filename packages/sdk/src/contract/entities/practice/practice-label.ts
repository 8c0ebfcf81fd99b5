import { tagCatalogue } from './course-kit.js';

/** Labels a practice course is filed under on the course-selection screen. */
export const PracticeLabel = tagCatalogue({
  name: 'PracticeLabel',
  label: '实践课程标签',
  key: 'cPracticeLabelId',
  nameField: 'cLabelName',
  nameLabel: '标签名称',
});
