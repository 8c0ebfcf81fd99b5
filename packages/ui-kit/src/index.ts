export { StatusTag, type StatusTagProps } from './status-tag.js';
export { emptyLabel, TONE_PALETTE } from './tone.js';
