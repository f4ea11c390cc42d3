export * from './test-database';
export * from './subgraph-client';
