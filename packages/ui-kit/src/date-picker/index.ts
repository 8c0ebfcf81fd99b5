export { DateField, type DateFieldProps } from './date-field.js';
export { DateRangeField, type DateRangeFieldProps } from './date-range-field.js';
export { DateTimeField, type DateTimeFieldProps } from './date-time-field.js';
export { DATE_TIME_VALUE_FORMAT, DAY_VALUE_FORMAT } from './date-values.js';
