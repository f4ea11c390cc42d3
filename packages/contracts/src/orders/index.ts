export * from './status';
export * from './messages';
