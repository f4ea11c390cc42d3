export * from './artworks';
export * from './fonts';
export * from './images';
export * from './server';
