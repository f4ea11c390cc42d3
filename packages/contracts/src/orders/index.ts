export * from './status';
export * from './messages';
export * from './design-messages';
export * from './dashboard';
export * from './store-order-limits';
export * from './visibility';
