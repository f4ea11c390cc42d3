export * from './keys';
