export * from './messages';
export * from './product-type';
export * from './variants';
export * from './product';
