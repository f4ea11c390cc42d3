import { createLogger } from '@pod/service-kit';
import { startOrdersService } from './index';

/** Standalone entry for the distributed stack: one process, configured by environment. */
const logger = createLogger('orders');
const service = await startOrdersService({ env: process.env, logger }).catch((error: unknown) => {
  logger.fatal({ err: error }, 'orders failed to start');
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'stopping');
    void service.stop().then(() => process.exit(0));
  });
}
