import type { Logger } from '@pod/service-kit';
import type { IpcBusHost, IpcChannel } from '@pod/service-kit/events';
import { startNodeProcess, stopProcesses, waitForReady, type ManagedProcess } from '../processes/node-process';

/** When a child that died is started again (ARCHITECTURE.md §3: the launcher restarts it). */
export interface RestartPolicy {
  /** Wait before the first restart; doubles with each crash in a row. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** A child that stayed up this long has recovered: its next crash waits `initialDelayMs` again. */
  stableAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = { initialDelayMs: 500, maxDelayMs: 30_000, stableAfterMs: 60_000 };

/** The wait before restarting after `crashes` crashes in a row (1 = the first). */
export function restartDelay(policy: RestartPolicy, crashes: number): number {
  return Math.min(policy.initialDelayMs * 2 ** Math.max(0, crashes - 1), policy.maxDelayMs);
}

/** Crashes in a row after one more, given how long the child had been up. */
export function crashesInARow(policy: RestartPolicy, previous: number, upForMs: number): number {
  return upForMs >= policy.stableAfterMs ? 1 : previous + 1;
}

export interface ChildSpec {
  name: string;
  /** `<workspace>/src/main.ts`, relative to the repo root. */
  entry: string;
  env: Record<string, string | undefined>;
  /** The child's `/ready`: a start (and a restart) counts once it answers. */
  readyUrl: string;
}

export type ChildState = 'starting' | 'running' | 'restarting' | 'stopped';

interface Supervised {
  spec: ChildSpec;
  process: ManagedProcess | null;
  state: ChildState;
  crashes: number;
  restarts: number;
  startedAt: number;
  timer: NodeJS.Timeout | null;
}

export interface SupervisorOptions {
  cwd: string;
  logger: Logger;
  policy?: RestartPolicy;
  /** The launcher's event bus for children on EVENT_BUS=ipc; null when they use Kafka. */
  busHost: IpcBusHost | null;
  readyTimeoutMs?: number;
}

/**
 * The embedded launcher's children (each service and the gateway in its own Node process): starts
 * them, restarts one that dies with exponential backoff (logging its exit and stderr tail) while
 * the others keep serving, and stops them without restarting. Children get an IPC channel: the
 * event bus runs over it, and a child stops when it closes (the launcher went away).
 */
export class Supervisor {
  private readonly children = new Map<string, Supervised>();
  private readonly policy: RestartPolicy;
  private stopping = false;

  constructor(private readonly options: SupervisorOptions) {
    this.policy = options.policy ?? DEFAULT_RESTART_POLICY;
  }

  /** Starts one child and resolves once it is ready; a child that dies before that fails the start. */
  async start(spec: ChildSpec): Promise<void> {
    const entry: Supervised = { spec, process: null, state: 'starting', crashes: 0, restarts: 0, startedAt: 0, timer: null };
    this.children.set(spec.name, entry);
    const child = this.spawn(entry);
    try {
      await waitForReady(child, spec.readyUrl, this.options.readyTimeoutMs ?? 300_000, 100);
    } catch (error) {
      const stderr = child.stderrTail().slice(-15).join('\n');
      throw new Error(`The ${spec.name} process could not start: ${error instanceof Error ? error.message : String(error)}${stderr ? `\n${stderr}` : ''}`);
    }
    if (entry.state === 'starting') entry.state = 'running';
  }

  pid(name: string): number | undefined {
    return this.children.get(name)?.process?.child.pid;
  }

  state(name: string): ChildState | undefined {
    return this.children.get(name)?.state;
  }

  restarts(name: string): number {
    return this.children.get(name)?.restarts ?? 0;
  }

  /** All pids (for RSS measurements). */
  pids(): number[] {
    return [...this.children.values()].flatMap((c) => (c.process?.child.pid ? [c.process.child.pid] : []));
  }

  /** Stops the named children (all when omitted) together; none is restarted after this starts. */
  async stop(names?: string[], graceMs = 10_000): Promise<void> {
    if (!names) this.stopping = true;
    const targets = [...this.children.values()].filter((c) => !names || names.includes(c.spec.name));
    for (const c of targets) {
      c.state = 'stopped';
      if (c.timer) clearTimeout(c.timer);
      c.timer = null;
    }
    await stopProcesses(targets.flatMap((c) => (c.process ? [c.process] : [])), graceMs);
  }

  private spawn(entry: Supervised): ManagedProcess {
    const { spec } = entry;
    const child = startNodeProcess({ name: spec.name, entry: spec.entry, cwd: this.options.cwd, env: spec.env, ipc: true, detached: true });
    entry.process = child;
    entry.startedAt = Date.now();
    const leaveBus = this.options.busHost?.attach(child.child as unknown as IpcChannel, spec.name);
    // An IPC write to a child that just died emits 'error' on it; the exit below handles the death.
    child.child.on('error', (error) => this.options.logger.warn({ process: spec.name, err: error.message }, 'child process error'));
    child.child.once('exit', (code, signal) => {
      void leaveBus?.();
      this.onExit(entry, child, code, signal);
    });
    return child;
  }

  private onExit(entry: Supervised, child: ManagedProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (entry.process !== child) return;
    // A child that dies during its first start fails `start` instead (the launcher then stops).
    if (this.stopping || entry.state === 'stopped' || entry.state === 'starting') return;
    const upForMs = Date.now() - entry.startedAt;
    entry.crashes = crashesInARow(this.policy, entry.crashes, upForMs);
    const delayMs = restartDelay(this.policy, entry.crashes);
    entry.state = 'restarting';
    this.options.logger.error(
      { process: entry.spec.name, exit: signal ? `signal ${signal}` : `code ${code}`, upForMs, crashesInARow: entry.crashes, restartInMs: delayMs, stderr: child.stderrTail().slice(-15).join('\n') },
      `${entry.spec.name} died (${signal ? `signal ${signal}` : `exit code ${code}`}); restarting it in ${delayMs} ms`,
    );
    entry.timer = setTimeout(() => {
      entry.timer = null;
      if (this.stopping || entry.state === 'stopped') return;
      entry.restarts += 1;
      const next = this.spawn(entry);
      waitForReady(next, entry.spec.readyUrl, this.options.readyTimeoutMs ?? 300_000, 100).then(
        () => {
          if (entry.process !== next || entry.state !== 'restarting') return;
          entry.state = 'running';
          this.options.logger.info({ process: entry.spec.name, pid: next.child.pid, restarts: entry.restarts }, `${entry.spec.name} is back`);
        },
        // A child that dies again is handled by its exit; one that never gets ready is only reported.
        (error: unknown) => this.options.logger.warn({ process: entry.spec.name, err: error instanceof Error ? error.message : String(error) }, 'restarted process not ready'),
      );
    }, delayMs);
  }
}
