import type { EventEnvelope } from '@pod/contracts';
import type { Logger } from '../logging/logger';
import type { EventBus, SubscribeOptions, Subscription } from './event-bus';
import { errorMessage } from './delivery';
import { IPC_BUS_TAG, isBusMessage, sendSafely, type IpcChannel, type IpcClientMessage, type IpcHostMessage } from './ipc-protocol';

export interface IpcEventBusOptions {
  /** The channel to the process hosting the bus; a child's own `process` by default. */
  channel?: IpcChannel;
  logger?: Logger;
}

interface LocalSubscription {
  handler: SubscribeOptions['handler'];
  closed: boolean;
}

/** A child's `process` as an IPC channel, or a clear start-up error when it was not given one. */
export function parentChannel(): IpcChannel {
  if (typeof process.send !== 'function' || !process.connected) {
    throw new Error('EVENT_BUS=ipc needs the IPC channel of the embedded launcher (npm start), and this process has none: set KAFKA_BROKERS, or leave EVENT_BUS empty for the in-process bus');
  }
  return process as unknown as IpcChannel;
}

/**
 * The embedded default's bus for a service in its own process (ARCHITECTURE.md §3): the launcher
 * hosts one InProcessEventBus (`IpcBusHost`) and every child talks to it over Node's IPC channel.
 * Groups, partitions, ordering and redelivery are the host's; this side runs handlers and
 * answers each delivery with an ack (or the handler's error, so the host redelivers). Events a
 * child had not acked when it died go to the group's other members, or to it once restarted.
 */
export class IpcEventBus implements EventBus {
  readonly kind = 'ipc' as const;
  private readonly channel: IpcChannel;
  private readonly pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  private readonly subscriptions = new Map<number, LocalSubscription>();
  private readonly running = new Set<Promise<void>>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: IpcEventBusOptions = {}) {
    this.channel = options.channel ?? parentChannel();
    this.channel.on('message', this.onMessage);
    this.channel.on('disconnect', this.onDisconnect);
  }

  publish(topic: string, events: EventEnvelope[]): Promise<void> {
    return this.request({ tag: IPC_BUS_TAG, op: 'publish', id: this.nextId++, topic, events });
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const sub = this.nextId++;
    const local: LocalSubscription = { handler: options.handler, closed: false };
    this.subscriptions.set(sub, local);
    try {
      await this.request({ tag: IPC_BUS_TAG, op: 'subscribe', id: this.nextId++, sub, groupId: options.groupId, topics: options.topics, fromBeginning: options.fromBeginning });
    } catch (error) {
      this.subscriptions.delete(sub);
      throw error;
    }
    return {
      pause: () => sendSafely(this.channel, { tag: IPC_BUS_TAG, op: 'pause', sub }),
      resume: () => sendSafely(this.channel, { tag: IPC_BUS_TAG, op: 'resume', sub }),
      close: async () => {
        if (local.closed) return;
        local.closed = true;
        // The host answers once this member's running handlers have acked.
        if (this.channel.connected) await this.request({ tag: IPC_BUS_TAG, op: 'unsubscribe', id: this.nextId++, sub }).catch(() => undefined);
        this.subscriptions.delete(sub);
      },
    };
  }

  async ready(): Promise<boolean> {
    return !this.closed && this.channel.connected;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const open = [...this.subscriptions.keys()];
    if (this.channel.connected) {
      await Promise.allSettled(open.map((sub) => this.request({ tag: IPC_BUS_TAG, op: 'unsubscribe', id: this.nextId++, sub }, true)));
    }
    await Promise.allSettled([...this.running]);
    this.subscriptions.clear();
    this.detach(new Error('event bus is closed'));
  }

  private request(message: IpcClientMessage & { id: number }, evenWhenClosed = false): Promise<void> {
    if (this.closed && !evenWhenClosed) return Promise.reject(new Error('event bus is closed'));
    return new Promise<void>((resolve, reject) => {
      this.pending.set(message.id, { resolve, reject });
      sendSafely(this.channel, message, (error) => {
        this.pending.delete(message.id);
        reject(new Error(`the launcher's event bus cannot be reached: ${error.message}`));
      });
    });
  }

  private readonly onMessage = (message: unknown): void => {
    if (!isBusMessage<IpcHostMessage>(message)) return;
    if (message.op === 'reply') {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error === undefined) waiting?.resolve();
      else waiting?.reject(new Error(message.error));
    } else if (message.op === 'deliver') {
      this.deliver(message.sub, message.delivery, message.event);
    }
  };

  private deliver(sub: number, delivery: number, event: Extract<IpcHostMessage, { op: 'deliver' }>['event']): void {
    const local = this.subscriptions.get(sub);
    const ack = (error?: string) => sendSafely(this.channel, { tag: IPC_BUS_TAG, op: 'ack', delivery, ...(error === undefined ? {} : { error }) });
    if (!local) {
      // A delivery racing an unsubscribe: refuse it so the host gives it to someone else.
      ack('subscription closed');
      return;
    }
    const run = Promise.resolve()
      .then(() => local.handler(event))
      .then(
        () => ack(),
        (error: unknown) => ack(errorMessage(error)),
      )
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private readonly onDisconnect = (): void => {
    this.options.logger?.warn('the IPC channel to the event bus host closed');
    this.detach(new Error("the launcher's event bus went away"));
  };

  private detach(reason: Error): void {
    this.channel.off('message', this.onMessage);
    this.channel.off('disconnect', this.onDisconnect);
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
  }
}
