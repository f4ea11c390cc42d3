export * from './transformer';
export * from './drag-layer';
