import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs, one logger per service with the service name on every line. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: service, level, base: { service } });
}
