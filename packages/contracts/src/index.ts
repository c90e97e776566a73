export * from './constants.js';
export * from './envelope.js';
export * from './errors.js';
export * from './headers.js';
export * from './languages.js';
export * from './member.js';
export * from './system.js';
export * from './payload-crypto.js';
