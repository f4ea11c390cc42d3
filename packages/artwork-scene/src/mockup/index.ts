export * from './model';
export * from './tree';
export * from './validate';
export * from './variants';
