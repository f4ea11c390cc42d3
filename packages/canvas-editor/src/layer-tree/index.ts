export * from './layer-tree';
