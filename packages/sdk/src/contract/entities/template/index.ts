import { EvaluationTemplateInfo } from './evaluation-template-info.js';
import { EvaluationTemplateItem } from './evaluation-template-item.js';
import { TemplateBatchInfo } from './template-batch-info.js';
import { TemplateInfo } from './template-info.js';
import { TemplateItem } from './template-item.js';

/** Course templates (batches, templates, items) and practice evaluation templates (SPEC §7.3). */
export const templateEntities = [
  TemplateBatchInfo,
  TemplateInfo,
  TemplateItem,
  EvaluationTemplateInfo,
  EvaluationTemplateItem,
];
