export * from './tree';
export * from './category-title';
export * from './category-events';
export * from './category-tree.service';
