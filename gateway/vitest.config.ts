import { createRequire } from 'node:module';
import { nodeTestConfig } from '../vitest.node';

// graphql 16 ships CJS (main) and ESM (module) builds. Node, and so every dependency, loads the
// CJS one; Vite would hand our own files the ESM one, and graphql refuses a schema built by
// "another realm". Point our imports at the same CJS build Node uses.
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

export default nodeTestConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
});
