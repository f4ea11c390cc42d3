export * from './store';
export * from './history';
export * from './actions';
export * from './selection';
export * from './keyboard';
export * from './zoom';
export * from './layer-tree';
