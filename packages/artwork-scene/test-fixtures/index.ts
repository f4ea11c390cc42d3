export * from '../samples';
export * from './server';
