// id-card.ts and password-change.ts are re-exported through validators.ts.
export * from './constants.js';
export * from './date-shortcuts.js';
export * from './file-checks.js';
export * from './format-date.js';
export * from './format-size.js';
export * from './greeting.js';
export * from './location.js';
export * from './messages.js';
export * from './paging.js';
export * from './random-id.js';
export * from './rich-text.js';
export * from './storage-name.js';
export * from './template-options.js';
export * from './validators.js';
