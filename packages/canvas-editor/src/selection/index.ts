export * from './selection';
