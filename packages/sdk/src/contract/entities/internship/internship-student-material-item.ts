import { TemplateItemReview } from '../../enums.js';
import { choice } from '../../field.js';
import { EVERYONE } from '../../roles.js';
import { REVIEW_VERDICTS } from './shared.js';
import { templateValueEntity } from './template-values.js';

export const InternshipStudentMaterialItem = templateValueEntity({
  name: 'InternshipStudentMaterialItem',
  label: '实习材料项',
  key: 'fInternshipStudentMaterialItemId',
  parent: { key: 'fInternshipStudentMaterialId', label: '实习材料', entity: 'InternshipStudentMaterial' },
  write: EVERYONE,
  // Materials are reviewed item by item (SPEC §4: 2 authorised, 3 not).
  extra: { fStatus: choice(TemplateItemReview, { searchable: true, reviewerOnly: REVIEW_VERDICTS }) },
});
