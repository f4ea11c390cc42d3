import { DEMO_PASSWORD, DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { createLogger } from '@pod/service-kit';
import { startEmbedded, type EmbeddedSuite } from './launch';

/**
 * `npm start`: the whole back office on a fresh machine (ARCHITECTURE.md §3): this process hosts the
 * database, storage, mailbox, demo store, front ends and event bus; each service and the gateway run as
 * supervised child processes.
 * Prints where everything is and the demo accounts; stops cleanly on Ctrl-C / SIGTERM.
 */
const logger = createLogger('embedded', process.env.LOG_LEVEL ?? 'info');

function table(suite: EmbeddedSuite): string {
  const rows: Array<[string, string]> = [
    ...Object.entries(suite.urls.frontends).map(([app, url]): [string, string] => [app, url]),
    ['gateway (GraphQL + ws)', suite.urls.gateway],
    ...Object.entries(suite.urls.services).map(([name, url]): [string, string] => [`  ${name}`, url]),
    ['mailbox', suite.urls.mailbox ?? '(SMTP_URL set: external)'],
    ['database', suite.urls.database],
    ['S3', suite.urls.s3],
    ['demo store (WooCommerce)', suite.urls.demoStore ?? '(off: DEMO_STORE=0)'],
  ];
  const width = Math.max(...rows.map(([k]) => k.length)) + 2;
  const accounts = Object.entries(DEMO_USERS).map(([, u]) => `  ${u.email.padEnd(24)} ${u.roles.join(', ')}`);
  return [
    '',
    'POD back office is running',
    '',
    ...rows.map(([k, v]) => `  ${k.padEnd(width)}${v}`),
    '',
    `Demo accounts (password "${DEMO_PASSWORD}"):`,
    ...accounts,
    '',
    ...(suite.urls.demoStore ? [`The demo seller's "${DEMO_SITES.woo.title}" sells through the demo store at ${suite.urls.demoStore}.`] : []),
    `Open ${suite.urls.frontends.shell ?? suite.urls.gateway}${suite.urls.mailbox ? `; mails (password reset) arrive at ${suite.urls.mailbox}` : ''}.`,
    'Press Ctrl-C to stop.',
    '',
  ].join('\n');
}

let suite: EmbeddedSuite;
try {
  suite = await startEmbedded({ env: process.env, logger });
} catch (error) {
  logger.fatal({ err: error }, 'the embedded suite could not start');
  process.stderr.write(`\nCould not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
process.stdout.write(table(suite));

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) {
    process.exit(1);
  }
  stopping = true;
  logger.info({ signal }, 'stopping the embedded suite');
  await suite.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
