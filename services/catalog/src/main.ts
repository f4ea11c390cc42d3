import { createLogger } from '@pod/service-kit';
import { startCatalogService } from './index';

/** Standalone entry for the distributed stack: one process, configured by environment. */
const logger = createLogger('catalog');
const service = await startCatalogService({ env: process.env, logger }).catch((error: unknown) => {
  logger.fatal({ err: error }, 'catalog failed to start');
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'stopping');
    void service.stop().then(() => process.exit(0));
  });
}
