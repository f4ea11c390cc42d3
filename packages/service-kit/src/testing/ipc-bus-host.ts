import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isBusMessage, type IpcChannel, type IpcHostMessage } from '../events/ipc-protocol';

export interface IpcBusHostProcess {
  /** The channel an IpcEventBus in this process talks over. */
  channel: IpcChannel;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a child process hosting the bus (ipc-bus-host-process.ts) and waits until it listens. */
export async function startIpcBusHost(options: { timeoutMs?: number } = {}): Promise<IpcBusHostProcess> {
  const entry = fileURLToPath(new URL('./ipc-bus-host-process.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the IPC bus host process did not start')), options.timeoutMs ?? 20_000);
    child.once('exit', (code, signal) => reject(new Error(`the IPC bus host process exited (${signal ?? code}) before it listened`)));
    child.on('message', function hello(message) {
      if (isBusMessage<IpcHostMessage>(message) && message.op === 'hello') {
        clearTimeout(timer);
        child.off('message', hello);
        resolve();
      }
    });
  });
  return {
    channel: child as unknown as IpcChannel,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}
