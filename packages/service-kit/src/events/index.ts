export * from './event-bus';
export * from './in-process-bus';
export * from './kafka-bus';
export * from './create-event-bus';
export * from './outbox';
export * from './consumer';
