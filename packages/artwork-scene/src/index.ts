export * from './model';
export * from './personalize';
export * from './scene';
export { prepareScene, type PrepareSceneInput } from './prepare';
