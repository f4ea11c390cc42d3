import { createLogger, type Logger } from '../logging/logger';

/** What a service's start function gets from `main.ts`: the process environment and its logger. */
export interface MainDeps {
  env: Record<string, string | undefined>;
  logger: Logger;
}

/** The part of `process` runMain uses, so a test can drive it without ending the test runner. */
export interface MainProcess {
  env: Record<string, string | undefined>;
  /** True when a parent started this process with an IPC channel (the embedded launcher). */
  connected?: boolean;
  once(event: 'SIGINT' | 'SIGTERM' | 'disconnect', listener: () => void): unknown;
  exit(code: number): void;
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** How long an orphan may take to stop before it exits anyway (its database may have gone with the parent). */
export const ORPHAN_STOP_GRACE_MS = 5_000;

/**
 * The whole of every service's `main.ts` (one process, configured by its environment): a logger
 * named after the service, a fatal log line and exit code 1 when the start fails (missing
 * variable, database down), and an orderly stop on SIGINT/SIGTERM or when the parent's IPC
 * channel closes (exit 0, or 1 if stopping failed). The signal handlers are in place before the start begins, so a signal during start-up
 * stops the service as soon as it is up instead of killing it half-opened.
 */
export async function runMain(
  name: string,
  start: (deps: MainDeps) => Promise<{ stop(): Promise<void> }>,
  proc: MainProcess = process,
): Promise<void> {
  const logger = createLogger(name, proc.env.LOG_LEVEL ?? 'info');
  const started = start({ env: proc.env, logger });
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'stopping');
    started.then(
      (service) =>
        service.stop().then(
          () => proc.exit(0),
          (error: unknown) => {
            logger.error({ err: error }, 'stopping failed');
            proc.exit(1);
          },
        ),
      // A failed start is reported (and exits) below.
      () => undefined,
    );
  };
  for (const signal of STOP_SIGNALS) proc.once(signal, () => stop(signal));
  // Started by a parent over IPC (the embedded launcher): its channel closes when it exits, even
  // by SIGKILL, so the service stops with it instead of living on as an orphan holding its port.
  if (proc.connected) {
    proc.once('disconnect', () => {
      setTimeout(() => {
        logger.warn('stopping took too long after the parent went away; exiting');
        proc.exit(1);
      }, ORPHAN_STOP_GRACE_MS).unref();
      stop('the parent process went away');
    });
  }
  try {
    await started;
  } catch (error) {
    logger.fatal({ err: error }, `${name} failed to start`);
    proc.exit(1);
  }
}
