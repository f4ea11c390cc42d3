export * from './action';
export * from './editor';
