export * from './autofit';
export * from './fonts';
export * from './errors';
export * from './build';
export * from './output';
export * from './live';
