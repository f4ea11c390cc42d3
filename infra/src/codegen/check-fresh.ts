import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run codegen:check`: regenerates every workspace's `src/generated/` files, then fails when
 * any of them differs from the committed copy or is new, so CI catches a schema or document
 * change committed without its generated types.
 */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Every `src/generated/` folder, at any depth (services, front ends, packages). */
const GENERATED = [':(glob)**/src/generated/**'];

const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });

execFileSync('npx', ['turbo', 'run', 'codegen', '--output-logs=errors-only'], { cwd: REPO_ROOT, stdio: 'inherit' });

const changed = git('diff', '--name-only', '--', ...GENERATED).split('\n').filter(Boolean);
const untracked = git('ls-files', '--others', '--exclude-standard', '--', ...GENERATED).split('\n').filter(Boolean);
if (changed.length || untracked.length) {
  console.error('Generated files are not current: run `npm run codegen` and commit the result.');
  for (const file of changed) console.error(`  changed:   ${file}`);
  for (const file of untracked) console.error(`  untracked: ${file}`);
  process.exit(1);
}
console.log('codegen: every src/generated/ file is current');
