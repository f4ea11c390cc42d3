export * from './roles';
export * from './permissions';
export * from './routes';
export * from './menu';
export * from './events';
export * from './errors';
export * from './ports';
export * from './demo';
