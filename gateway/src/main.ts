import { createLogger } from '@pod/service-kit';
import { createEventBus } from '@pod/service-kit/events';
import { startGateway } from './index';

/** Standalone entry for the distributed stack: env from the process, Kafka bus when KAFKA_BROKERS is set. */
const logger = createLogger('gateway');
const bus = createEventBus({ brokers: process.env.KAFKA_BROKERS, clientId: 'gateway', logger });
const gateway = await startGateway({ env: process.env, bus, logger }).catch(async (err: Error) => {
  logger.fatal({ err }, err.message);
  await bus.close().catch(() => undefined);
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await gateway.stop();
  await bus.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
