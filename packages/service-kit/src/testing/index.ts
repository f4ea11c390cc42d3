export * from './test-database';
export * from './subgraph-client';
export * from './kafka-broker';
export * from './free-port';
export * from './test-user';
export * from './service-under-test';
export * from './ipc-bus-host';
