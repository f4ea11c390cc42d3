import { createLogger, type Logger } from '../logging/logger';

/** What a service's start function gets from `main.ts`: the process environment and its logger. */
export interface MainDeps {
  env: Record<string, string | undefined>;
  logger: Logger;
}

/** The part of `process` runMain uses, so a test can drive it without ending the test runner. */
export interface MainProcess {
  env: Record<string, string | undefined>;
  once(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  exit(code: number): void;
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * The whole of every service's `main.ts` (one process, configured by its environment): a logger
 * named after the service, a fatal log line and exit code 1 when the start fails (missing
 * variable, database down), and an orderly stop on SIGINT/SIGTERM (exit 0, or 1 if stopping
 * failed). The signal handlers are in place before the start begins, so a signal during start-up
 * stops the service as soon as it is up instead of killing it half-opened.
 */
export async function runMain(
  name: string,
  start: (deps: MainDeps) => Promise<{ stop(): Promise<void> }>,
  proc: MainProcess = process,
): Promise<void> {
  const logger = createLogger(name, proc.env.LOG_LEVEL ?? 'info');
  const started = start({ env: proc.env, logger });
  for (const signal of STOP_SIGNALS) {
    proc.once(signal, () => {
      logger.info({ signal }, 'stopping');
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
    });
  }
  try {
    await started;
  } catch (error) {
    logger.fatal({ err: error }, `${name} failed to start`);
    proc.exit(1);
  }
}
