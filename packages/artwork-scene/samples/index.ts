// Sample artworks, fonts and pictures: the reference designs the renderer's tests compare
// against and the demo content the services seed (`@pod/artwork-scene/samples`). Product code may
// import this; the test kit (`@pod/artwork-scene/test-fixtures`) adds the loopback file server.
export * from './artworks';
export * from './fonts';
export * from './images';
