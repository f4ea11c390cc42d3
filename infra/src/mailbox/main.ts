import { resolve } from 'node:path';
import { createLogger } from '@pod/service-kit';
import { startMailbox } from './mailbox';

/** The mailbox on its own (distributed stack / local development): SMTP + HTTP view. */
const logger = createLogger('mailbox');
const env = process.env;
const mailbox = await startMailbox({
  host: env.MAILBOX_HOST || '127.0.0.1',
  smtpPort: Number(env.MAILBOX_SMTP_PORT || 1025),
  httpPort: Number(env.MAILBOX_HTTP_PORT || 8025),
  dataDir: resolve(env.MAILBOX_DATA_DIR || '.data/mailbox'),
  logger,
});
logger.info({ smtp: mailbox.smtpUrl, http: mailbox.httpUrl }, 'mailbox listening');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void mailbox.stop().then(() => process.exit(0)));
}
