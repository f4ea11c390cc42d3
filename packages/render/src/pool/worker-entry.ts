import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * Where a pool finds its worker thread's entry file, and how the thread must start to load it.
 *
 * The entry sits beside the pool's own module and shares its extension: a pool loaded from
 * TypeScript source (`node --import tsx`, vitest, the docker image, which runs the source with
 * tsx) starts `./<name>.ts`; a pool bundled or compiled to `.js` starts `./<name>.js` from the
 * same folder, so a build must emit each worker entry as a file of its own beside the pool.
 *
 * From source, the thread gets the tsx loader explicitly: a pool may be created by a process
 * that did not itself start with `--import tsx` (vitest runs its files through vite), and a
 * worker thread does not inherit loaders registered at run time. From a build, it inherits the
 * process's own flags only.
 */
export function workerEntry(poolModuleUrl: string, name: string): { filename: string; execArgv: string[] } {
  const fromSource = /\.[cm]?ts$/.test(new URL(poolModuleUrl).pathname);
  const filename = new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, poolModuleUrl).href;
  if (!fromSource) return { filename, execArgv: [...process.execArgv] };
  const tsx = pathToFileURL(createRequire(poolModuleUrl).resolve('tsx')).href;
  // Any `--import tsx` of this process is replaced by the resolved one (the worker may run elsewhere).
  const inherited = process.execArgv.filter((arg, i, all) => arg !== 'tsx' && !(arg === '--import' && all[i + 1] === 'tsx'));
  return { filename, execArgv: [...inherited, '--import', tsx] };
}
