import { createLogger } from '@pod/service-kit';
import { startArtworksService } from './index';

/** Standalone entry for the distributed stack (one container per service). */
const logger = createLogger('artworks');
const service = await startArtworksService({ env: process.env, logger });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    service.stop().then(() => process.exit(0), (err) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  });
}
