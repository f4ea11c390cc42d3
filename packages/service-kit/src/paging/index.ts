export * from './page-args';
