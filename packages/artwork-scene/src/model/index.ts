export * from './schema';
export * from './types';
export * from './tree';
export * from './validate';
export * from './rules';
