import type { EventEnvelope } from '@pod/contracts';
import type { ReceivedEvent } from './event-bus';

/**
 * The two ends of a Node IPC channel as the IPC bus uses them: a child's `process` and the
 * parent's `ChildProcess` both fit, so either side can host the bus (tests host it in a child).
 */
export interface IpcChannel {
  send(message: unknown, callback?: (error: Error | null) => void): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'disconnect', listener: () => void): unknown;
  readonly connected: boolean;
}

/** Every bus message carries this tag, so other traffic on the same channel is left alone. */
export const IPC_BUS_TAG = 'pod-event-bus';

/** Client (service process) → host (launcher). */
export type IpcClientMessage =
  | { tag: typeof IPC_BUS_TAG; op: 'publish'; id: number; topic: string; events: EventEnvelope[] }
  | { tag: typeof IPC_BUS_TAG; op: 'subscribe'; id: number; sub: number; groupId: string; topics: string[]; fromBeginning?: boolean }
  | { tag: typeof IPC_BUS_TAG; op: 'pause' | 'resume'; sub: number }
  | { tag: typeof IPC_BUS_TAG; op: 'unsubscribe'; id: number; sub: number }
  /** A handler's outcome: no error = done (the host moves the cursor on), else the host redelivers. */
  | { tag: typeof IPC_BUS_TAG; op: 'ack'; delivery: number; error?: string };

/** Host → client. */
export type IpcHostMessage =
  | { tag: typeof IPC_BUS_TAG; op: 'reply'; id: number; error?: string }
  | { tag: typeof IPC_BUS_TAG; op: 'deliver'; sub: number; delivery: number; event: ReceivedEvent }
  /** Sent once when the host has attached to the channel (a child hosting it says it is listening). */
  | { tag: typeof IPC_BUS_TAG; op: 'hello' };

export function isBusMessage<T extends { tag: string }>(message: unknown): message is T {
  return typeof message === 'object' && message !== null && (message as { tag?: unknown }).tag === IPC_BUS_TAG;
}

/** Sends without throwing: a closed channel reports through the callback (or `false`). */
export function sendSafely(channel: IpcChannel, message: IpcClientMessage | IpcHostMessage, onError?: (error: Error) => void): void {
  try {
    if (!channel.connected) {
      onError?.(new Error('the IPC channel is closed'));
      return;
    }
    channel.send(message, (error) => {
      if (error) onError?.(error);
    });
  } catch (error) {
    onError?.(error instanceof Error ? error : new Error(String(error)));
  }
}
