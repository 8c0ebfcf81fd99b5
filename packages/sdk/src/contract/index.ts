export * from './catalogue.js';
export * from './entity.js';
export * from './enum.js';
export * as enums from './enums.js';
export * from './field.js';
export * from './operation.js';
export * from './roles.js';
export * from './standard.js';
export * from './wire.js';
