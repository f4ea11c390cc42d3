export * from './model';
export * from './tree';
