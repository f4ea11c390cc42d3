import { createLogger } from '@pod/service-kit';
import { startUsersSitesService } from './index';

/** Standalone entry of the distributed stack: one process, configured by environment only. */
const logger = createLogger('users-sites');
const service = await startUsersSitesService({ env: process.env, logger }).catch((err: Error) => {
  logger.fatal({ err }, err.message);
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'shutting down');
    service.stop().then(() => process.exit(0), () => process.exit(1));
  });
}
