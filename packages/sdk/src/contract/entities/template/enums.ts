import { defineEnum } from '../../enum.js';

/** Whether a form item must be filled before the form can be submitted. */
export const RequiredFlag = defineEnum('fIsRequired', '是否必填', {
  optional: [0, '选填'],
  required: [1, '必填'],
});
