import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export { freePort } from '@pod/service-kit/testing';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Set once the process has exited (code or signal). */
  exited: string | null;
}


/** Starts `node --import tsx <entry>` from the repo root, output to `<logDir>/<name>.log`. */
export function startNodeProcess(options: { name: string; entry: string; cwd: string; env: Record<string, string | undefined>; logDir: string }): ManagedProcess {
  const logFile = join(options.logDir, `${options.name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry], {
    cwd: options.cwd,
    env: options.env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const managed: ManagedProcess = { name: options.name, child, logFile, exited: null };
  child.once('exit', (code, signal) => {
    managed.exited = signal ? `signal ${signal}` : `code ${code}`;
  });
  return managed;
}

/** Polls `url` until it answers 2xx; fails early if the process dies, or after `timeoutMs`. */
export async function waitForReady(processInfo: ManagedProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (processInfo.exited) throw new Error(`${processInfo.name} exited (${processInfo.exited}) before it was ready`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${processInfo.name} was not ready at ${url} within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL for whatever has not exited after `graceMs`. */
export async function stopProcesses(processes: ManagedProcess[], graceMs = 5000): Promise<void> {
  const running = processes.filter((p) => !p.exited && p.child.exitCode === null);
  for (const p of running) p.child.kill('SIGTERM');
  await Promise.all(
    running.map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.exited) return resolve();
          const timer = setTimeout(() => {
            p.child.kill('SIGKILL');
            resolve();
          }, graceMs);
          p.child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    ),
  );
}

export async function tail(file: string, lines = 30): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}
