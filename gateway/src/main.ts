import { runMain } from '@pod/service-kit';
import { createEventBusFromEnv } from '@pod/service-kit/events';
import { startGateway } from './index';

/**
 * Standalone entry (distributed stack, and the embedded launcher's gateway process): env from the
 * process; the bus EVENT_BUS/KAFKA_BROKERS ask for (Kafka, or the launcher's bus over IPC).
 */
await runMain('gateway', async ({ env, logger }) => {
  const bus = createEventBusFromEnv(env, { clientId: 'gateway', logger });
  try {
    const gateway = await startGateway({ env, bus, logger });
    return {
      async stop() {
        await gateway.stop();
        await bus.close();
      },
    };
  } catch (error) {
    await bus.close().catch(() => undefined);
    throw error;
  }
});
