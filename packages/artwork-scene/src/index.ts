export * from './model';
export * from './personalize';
export * from './scene';
export { prepareScene, type PrepareSceneInput, type PreparedScene } from './prepare';
export * from './mockup';
export * from './print-check';
