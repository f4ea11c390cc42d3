import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A subgraph's SDL from its schema files: every `*.graphql` under `srcDir` (one per capability,
 * beside its code, plus the federation `@link` header), in path order so the text is stable.
 * The same files feed `codegen.ts`, so the served schema and the generated types never differ.
 */
export function readSchemaFiles(srcDir: URL | string): string {
  const root = typeof srcDir === 'string' ? srcDir : fileURLToPath(srcDir);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql') && !file.split(/[\\/]/).includes('generated'))
    .sort();
  if (!files.length) throw new Error(`no .graphql schema files under ${root}`);
  return files.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
}
