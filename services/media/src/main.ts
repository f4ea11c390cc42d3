import { createLogger } from '@pod/service-kit';
import { startMediaService } from './index';

/** Standalone entry for the distributed stack (one container per service). */
const logger = createLogger('media');
const service = await startMediaService({ env: process.env, logger });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    service.stop().then(() => process.exit(0), (err) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  });
}
