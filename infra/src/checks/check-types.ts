import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run check-types`: type-checks every workspace in ONE TypeScript program.
 *
 * Workspaces import each other as TS source, so one `tsc` per workspace re-checks the shared packages
 * (service-kit, contracts, platform, artwork-scene…) once for every workspace that imports them: about
 * seven times the CPU of checking each file once. Every workspace's tsconfig only extends
 * tsconfig.base.json and lists its `include` (the gql.tada `plugins` entry is for editors; tsc ignores
 * it), so one program over all the includes gives each file exactly the check its own workspace gives
 * it. A workspace whose tsconfig sets other compiler options is checked on its own instead, so a
 * special case can never be checked with the wrong options. `npm run check-types -w <workspace>` still
 * checks one workspace alone.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const BASE = 'tsconfig.base.json';
/** Compiler options a workspace may set and still share the one program (tsc does not read them). */
const EDITOR_ONLY_OPTIONS = new Set(['plugins']);

type WorkspaceConfig = { extends?: string; include?: string[]; exclude?: string[]; files?: string[]; compilerOptions?: Record<string, unknown> };

/** The workspace folders of the root package.json (patterns are literal paths or end in one `*`). */
function workspaceDirs(): string[] {
  const patterns: string[] = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;
  return patterns.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const [before, after = ''] = pattern.split('*');
    const parent = join(ROOT, before);
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${before}${entry.name}${after}`);
  }).filter((dir) => existsSync(join(ROOT, dir, 'package.json')) && existsSync(join(ROOT, dir, 'tsconfig.json')));
}

function sharesTheProgram(dir: string, config: WorkspaceConfig): boolean {
  const extendsBase = config.extends !== undefined && resolve(ROOT, dir, config.extends) === join(ROOT, BASE);
  const options = Object.keys(config.compilerOptions ?? {});
  return extendsBase && !config.files && !config.exclude && options.every((option) => EDITOR_ONLY_OPTIONS.has(option));
}

const shared: string[] = [];
const alone: string[] = [];
for (const dir of workspaceDirs()) {
  const config: WorkspaceConfig = JSON.parse(readFileSync(join(ROOT, dir, 'tsconfig.json'), 'utf8'));
  if (sharesTheProgram(dir, config)) shared.push(...(config.include ?? ['**/*']).map((pattern) => join(dir, pattern)));
  else alone.push(dir);
}

// The generated program lives under node_modules/.cache, so its relative paths lead back to the root.
const cacheDir = join(ROOT, 'node_modules/.cache/pod-check-types');
mkdirSync(cacheDir, { recursive: true });
const programConfig = join(cacheDir, 'tsconfig.json');
const fromCache = (path: string) => relative(cacheDir, join(ROOT, path));
writeFileSync(programConfig, `${JSON.stringify({ extends: fromCache(BASE), include: shared.map(fromCache) }, null, 2)}\n`);

const tsc = (project: string) => execFileSync('npx', ['tsc', '-p', project], { cwd: ROOT, stdio: 'inherit' });
let failed = false;
for (const project of [programConfig, ...alone.map((dir) => join(ROOT, dir, 'tsconfig.json'))]) {
  try {
    tsc(project);
  } catch {
    failed = true;
  }
}
if (failed) process.exit(1);
console.log(`check-types: ${shared.length} include patterns in one program${alone.length ? `, ${alone.join(', ')} on their own` : ''}: no errors`);
