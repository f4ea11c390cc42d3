import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../../..');
const SOURCE_ROOTS = ['services', 'packages', 'gateway', 'infra'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'generated', '@mf-types']);
/** The one place allowed to send an internal request. */
const INTERNAL_CLIENT_DIR = join('packages', 'service-kit', 'src', 'internal-client');

/** A bare `fetch(` call (not a method named fetch). */
const FETCH_CALL = /(?<![.\w])fetch\(/;
/** A literal internal path, or the helpers and route tables that name one. */
const INTERNAL_ROUTE = /['"`/}]\/?internal\/|userSessionPath\(|[A-Z_]+_ROUTES\./;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(join(dir, entry.name));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name)) {
      yield join(dir, entry.name);
    }
  }
}

/** The code without its comments (a comment may name a route the file reaches through a client). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('internal calls', () => {
  it('go through the service-kit internal client: no product file fetches an /internal route itself', () => {
    const strays: string[] = [];
    for (const root of SOURCE_ROOTS) {
      for (const file of sourceFiles(join(ROOT, root))) {
        const path = relative(ROOT, file);
        if (path.startsWith(INTERNAL_CLIENT_DIR)) continue;
        const code = withoutComments(readFileSync(file, 'utf8'));
        if (FETCH_CALL.test(code) && INTERNAL_ROUTE.test(code)) strays.push(path);
      }
    }
    expect(strays, 'call these routes through the callee service\'s @pod/<service>/client instead').toEqual([]);
  });

  it('recognises a hand-written internal call (the check itself is live)', () => {
    const stray = "const res = await fetch(`${options.mediaUrl}/internal/files/${id}`, { headers });";
    expect(FETCH_CALL.test(stray) && INTERNAL_ROUTE.test(withoutComments(stray))).toBe(true);
    expect(FETCH_CALL.test('await this.fetch(ids)')).toBe(false);
  });
});
