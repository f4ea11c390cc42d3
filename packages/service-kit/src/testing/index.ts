export * from './test-database';
export * from './subgraph-client';
export * from './kafka-broker';
// freePort is product code too (the embedded launcher picks ports with it); re-exported for tests.
export { freePort } from '../service/free-port';
export * from './test-user';
export * from './service-under-test';
export * from './ipc-bus-host';
