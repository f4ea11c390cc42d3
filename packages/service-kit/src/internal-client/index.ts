export * from './route';
export * from './errors';
export * from './client';
export { onInternalCall, type InternalCallRecord } from './observe';
export * from './server';
