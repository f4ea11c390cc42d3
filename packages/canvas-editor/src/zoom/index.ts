export * from './zoom';
