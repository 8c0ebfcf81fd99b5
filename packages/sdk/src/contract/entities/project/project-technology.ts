import { tagCatalogue } from '../practice/course-kit.js';

/** Technology directions a project can be tagged with (bound by ProjectProjectTechnology). */
export const ProjectTechnology = tagCatalogue({
  name: 'ProjectTechnology',
  label: '项目技术方向',
  key: 'cProjectTechnologyId',
  nameField: 'cTechnologyName',
  nameLabel: '技术方向',
});
