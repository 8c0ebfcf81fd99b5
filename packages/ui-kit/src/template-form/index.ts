export { FORM_KEY_PREFIX, formKeyOf, remapFormKeys, toFormValues } from './form-keys.js';
export {
  TemplateField,
  type TemplateFieldProps,
  type TemplateFormMode,
  type UploadSupport,
} from './template-field.js';
export { TemplateForm, type TemplateFormProps } from './template-form.js';
export {
  InputKind,
  isRequiredItem,
  sortItems,
  type TemplateFormItem,
  type TemplateValues,
} from './template-item.js';
export { type ChoiceOption, dropdownOptions, gradeOptions, SCORE_UNIT } from './template-options.js';
export { type SubmitHow, useTemplateForm } from './use-template-form.js';
export { GRADE_KEY, GRADE_LABEL, requiredMessage, validateTemplateForm } from './validation.js';
