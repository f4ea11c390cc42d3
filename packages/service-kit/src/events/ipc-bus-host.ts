import type { Logger } from '../logging/logger';
import type { EventBus, Subscription } from './event-bus';
import { errorMessage } from './delivery';
import { IPC_BUS_TAG, isBusMessage, sendSafely, type IpcChannel, type IpcClientMessage } from './ipc-protocol';

/** One attached process: its subscriptions on the hosted bus and the deliveries it has not acked. */
interface Attachment {
  subscriptions: Map<number, Subscription>;
  unacked: Map<number, { resolve: () => void; reject: (error: Error) => void }>;
  nextDelivery: number;
  detached: boolean;
}

/**
 * The launcher's side of the IPC bus: serves `IpcEventBus` clients from one hosted bus (the
 * InProcessEventBus), one attachment per child process. A delivery resolves when the child acks
 * it and fails when the child reports an error or goes away, so the hosted bus's own redelivery
 * keeps it at-least-once: when a child dies its members leave their groups and what it had not
 * acked goes to the others, or waits at the group's cursor for the restarted child.
 */
export class IpcBusHost {
  constructor(
    private readonly bus: EventBus,
    private readonly logger?: Logger,
  ) {}

  /** Serves one child; the returned function (also run on 'disconnect') drops its memberships. */
  attach(channel: IpcChannel, name: string): () => Promise<void> {
    const state: Attachment = { subscriptions: new Map(), unacked: new Map(), nextDelivery: 1, detached: false };
    const reply = (id: number, error?: unknown) =>
      sendSafely(channel, { tag: IPC_BUS_TAG, op: 'reply', id, ...(error === undefined ? {} : { error: errorMessage(error) }) });

    const onMessage = (message: unknown) => {
      if (!isBusMessage<IpcClientMessage>(message) || state.detached) return;
      switch (message.op) {
        case 'publish':
          this.bus.publish(message.topic, message.events).then(() => reply(message.id), (error: unknown) => reply(message.id, error));
          return;
        case 'subscribe':
          this.bus
            .subscribe({
              groupId: message.groupId,
              topics: message.topics,
              fromBeginning: message.fromBeginning,
              handler: (event) =>
                new Promise<void>((resolve, reject) => {
                  if (state.detached) return reject(new Error(`${name} has gone`));
                  const delivery = state.nextDelivery++;
                  state.unacked.set(delivery, { resolve, reject });
                  sendSafely(channel, { tag: IPC_BUS_TAG, op: 'deliver', sub: message.sub, delivery, event }, (error) => {
                    state.unacked.delete(delivery);
                    reject(error);
                  });
                }),
            })
            .then(
              (subscription) => {
                // The child went away while joining: leave again at once.
                if (state.detached) return void subscription.close();
                state.subscriptions.set(message.sub, subscription);
                reply(message.id);
              },
              (error: unknown) => reply(message.id, error),
            );
          return;
        case 'pause':
          state.subscriptions.get(message.sub)?.pause();
          return;
        case 'resume':
          state.subscriptions.get(message.sub)?.resume();
          return;
        case 'unsubscribe': {
          const subscription = state.subscriptions.get(message.sub);
          state.subscriptions.delete(message.sub);
          void (subscription?.close() ?? Promise.resolve()).then(() => reply(message.id), (error: unknown) => reply(message.id, error));
          return;
        }
        case 'ack': {
          const waiting = state.unacked.get(message.delivery);
          state.unacked.delete(message.delivery);
          if (message.error === undefined) waiting?.resolve();
          else waiting?.reject(new Error(message.error));
        }
      }
    };

    const detach = async () => {
      if (state.detached) return;
      state.detached = true;
      channel.off('message', onMessage);
      channel.off('disconnect', onDisconnect);
      // Leaving first (synchronous inside close) means the failed deliveries below are not
      // offered to this member again but wait for the group's other or next members.
      const leaving = [...state.subscriptions.values()].map((s) => s.close());
      state.subscriptions.clear();
      const unacked = state.unacked.size;
      for (const waiting of state.unacked.values()) waiting.reject(new Error(`${name} went away before acknowledging the event`));
      state.unacked.clear();
      if (unacked) this.logger?.warn({ process: name, unacked }, 'events not acknowledged by a process that went away will be delivered again');
      await Promise.allSettled(leaving);
    };
    const onDisconnect = () => void detach();

    channel.on('message', onMessage);
    channel.on('disconnect', onDisconnect);
    sendSafely(channel, { tag: IPC_BUS_TAG, op: 'hello' });
    return detach;
  }
}
