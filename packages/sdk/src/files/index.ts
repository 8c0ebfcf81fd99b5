export * from './batch-download.js';
export * from './direct.js';
export * from './download.js';
export * from './file-list.js';
export * from './folders.js';
export * from './oss.js';
export * from './upload.js';
