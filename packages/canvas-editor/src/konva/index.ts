export * from './transformer';
export * from './drag-layer';
export * from './selection-box';
