import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

let readerGone = false;
let sink: DestinationStream | null = null;

/**
 * Every logger of the process writes through one sink on process.stdout (synchronous for files,
 * pipes and terminals on Linux). When the reader of our output has gone (EPIPE: the embedded
 * launcher that piped a child's output died), lines are dropped instead of failing: pino's own
 * stdout destination retries such a write forever in its exit flush, so an orphaned service
 * could never exit.
 */
function stdoutSink(): DestinationStream {
  if (!sink) {
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') readerGone = true;
    });
    sink = {
      write(line: string) {
        if (!readerGone) process.stdout.write(line);
      },
    };
  }
  return sink;
}

/** Structured JSON logs, one logger per service with the service name on every line. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: service, level, base: { service } }, stdoutSink());
}
