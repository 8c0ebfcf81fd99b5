export type { DateFieldProps } from './date-field.js';
export type { DateRangeFieldProps } from './date-range-field.js';
export type { DateTimeFieldProps } from './date-time-field.js';
export { DATE_TIME_VALUE_FORMAT, DAY_VALUE_FORMAT } from './date-values.js';
export { DateField, DateRangeField, DateTimeField } from './lazy-fields.js';
