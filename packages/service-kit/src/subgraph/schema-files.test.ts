import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSchemaFiles } from './schema-files';

describe('readSchemaFiles', () => {
  it('joins every .graphql file under the folder in path order, leaving out generated ones and other files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schema-files-'));
    mkdirSync(join(dir, 'users'));
    mkdirSync(join(dir, 'generated'));
    writeFileSync(join(dir, 'users', 'users.graphql'), 'type User { id: ID! }');
    writeFileSync(join(dir, 'schema.graphql'), 'extend schema @link(url: "x")');
    writeFileSync(join(dir, 'generated', 'old.graphql'), 'type Stale { id: ID! }');
    writeFileSync(join(dir, 'users', 'users.ts'), 'export {}');
    expect(readSchemaFiles(dir)).toBe('extend schema @link(url: "x")\ntype User { id: ID! }');
  });

  it('fails when there is no schema to serve', () => {
    expect(() => readSchemaFiles(mkdtempSync(join(tmpdir(), 'schema-files-')))).toThrow(/no \.graphql schema files/);
  });
});
