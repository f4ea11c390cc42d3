import { InProcessEventBus } from '../events/in-process-bus';
import { parentChannel } from '../events/ipc-bus';
import { IpcBusHost } from '../events/ipc-bus-host';
import { createLogger } from '../logging/logger';

/**
 * The child of `startIpcBusHost`: hosts an InProcessEventBus for its parent over the IPC channel,
 * so a test's IpcEventBus crosses a real process boundary (the launcher's shape, reversed).
 */
const logger = createLogger('ipc-bus-host', process.env.LOG_LEVEL ?? 'silent');
new IpcBusHost(new InProcessEventBus({ logger }), logger).attach(parentChannel(), 'test process');
process.once('disconnect', () => process.exit(0));
