import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export { freePort } from '@pod/service-kit';

/**
 * One Node process of the suite (a service or the gateway), as the distributed smoke and the
 * embedded launcher's supervisor both start them: `node --import tsx <entry>` from the repo root.
 */
export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** The log file, when output goes to one (the smoke); null when it goes to this console. */
  logFile: string | null;
  /** Set once the process has exited (code or signal). */
  exited: string | null;
  /** The last lines the process wrote to stderr (kept either way, for crash reports). */
  stderrTail(): string[];
}

export interface StartNodeProcessOptions {
  name: string;
  entry: string;
  cwd: string;
  env: Record<string, string | undefined>;
  /** Output to `<logDir>/<name>.log`; without it, to this process's stdout/stderr, each line prefixed `[name] `. */
  logDir?: string;
  /** Open Node's IPC channel (the embedded event bus; the child stops when it closes). */
  ipc?: boolean;
  /** Own process group, so a terminal's Ctrl-C reaches only the parent, which stops children in order. */
  detached?: boolean;
}

const TAIL_LINES = 30;

export function startNodeProcess(options: StartNodeProcessOptions): ManagedProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry], {
    cwd: options.cwd,
    env: options.env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
    detached: options.detached ?? false,
  });
  const stderrLines: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => {
    stderrLines.push(line);
    if (stderrLines.length > TAIL_LINES) stderrLines.shift();
  });
  let logFile: string | null = null;
  if (options.logDir) {
    logFile = join(options.logDir, `${options.name}.log`);
    const log = createWriteStream(logFile);
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
  } else {
    const prefix = `[${options.name}] `;
    createInterface({ input: child.stdout! }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
    createInterface({ input: child.stderr! }).on('line', (line) => process.stderr.write(`${prefix}${line}\n`));
  }
  const managed: ManagedProcess = { name: options.name, child, logFile, exited: null, stderrTail: () => [...stderrLines] };
  child.once('exit', (code, signal) => {
    managed.exited = signal ? `signal ${signal}` : `code ${code}`;
  });
  return managed;
}

/** Polls `url` until it answers 2xx; fails early if the process dies, or after `timeoutMs`. */
export async function waitForReady(processInfo: ManagedProcess, url: string, timeoutMs: number, intervalMs = 500): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (processInfo.exited) throw new Error(`${processInfo.name} exited (${processInfo.exited}) before it was ready`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
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

/** The last lines of a process's log file, or of its stderr when it logs to the console. */
export async function tail(processInfo: ManagedProcess, lines = TAIL_LINES): Promise<string> {
  if (!processInfo.logFile) return processInfo.stderrTail().slice(-lines).join('\n');
  const text = await readFile(processInfo.logFile, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}
