import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { composeServices } from '@apollo/composition';
import { buildSchema, concatAST, lexicographicSortSchema, parse, printSchema } from 'graphql';
import { LIMIT_DIRECTIVE_SDL } from '@pod/service-kit';
import type { LiveSubscription } from '../live/subscriptions';

/** One subgraph's schema as it sits in the repository: every `src/**\/*.graphql` file of one service. */
export interface SubgraphSources {
  name: string;
  /** SDL files, relative to the repository root, in a stable order. */
  files: string[];
  sdl: string;
}

/**
 * Reads `services/<name>/src/**\/*.graphql` for every service, so a service may split its
 * schema into one file per capability without anyone listing the files here.
 */
export function readSubgraphSources(repoRoot: string): SubgraphSources[] {
  const servicesDir = join(repoRoot, 'services');
  return readdirSync(servicesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const srcDir = join(servicesDir, entry.name, 'src');
      const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.graphql'))
        .map((file) => join(srcDir, file))
        .sort();
      return {
        name: entry.name,
        files: files.map((file) => relative(repoRoot, file)),
        sdl: files.map((file) => readFileSync(file, 'utf8')).join('\n'),
      };
    })
    .filter((subgraph) => subgraph.files.length > 0);
}

/**
 * The schema browsers see: the subgraphs composed as the gateway composes them (without
 * running them), reduced to the API schema (no federation directives or join types), plus the
 * gateway's own live-update Subscription type. Sorted, so the committed file only changes
 * when the schema does. Throws with every composition error when the subgraphs do not compose.
 */
export function composeClientSchema(subgraphs: SubgraphSources[], liveSubscriptions: LiveSubscription[]): string {
  const result = composeServices(
    subgraphs.map((subgraph) => ({
      name: subgraph.name,
      url: `http://${subgraph.name}.invalid/graphql`,
      // Each subgraph is served with service-kit's @limit directive added (startSubgraph).
      typeDefs: concatAST([LIMIT_DIRECTIVE_SDL, parse(subgraph.sdl)]),
    })),
  );
  if (result.errors) {
    throw new Error(`the subgraphs do not compose:\n${result.errors.map((error) => `- ${error.message}`).join('\n')}`);
  }
  const apiSdl = printSchema(result.schema.toAPISchema().toGraphQLJSSchema());
  const liveSdl = liveSubscriptions.length
    ? `type Subscription {\n${liveSubscriptions.map((s) => `  ${s.fieldSdl}`).join('\n')}\n}\n${liveSubscriptions.map((s) => s.typeDefs).join('\n')}`
    : '';
  return printSchema(lexicographicSortSchema(buildSchema(`${apiSdl}\n${liveSdl}`))) + '\n';
}
