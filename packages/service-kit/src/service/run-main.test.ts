import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { ORPHAN_STOP_GRACE_MS, runMain, type MainProcess } from './run-main';

/** A stand-in for `process`: signals are events, exit codes are recorded. */
function fakeProcess(connected = false) {
  const events = new EventEmitter();
  const exits: number[] = [];
  let exited!: (code: number) => void;
  const exit = new Promise<number>((resolve) => (exited = resolve));
  const proc: MainProcess = {
    env: { LOG_LEVEL: 'silent' },
    connected,
    once: (signal, listener) => events.once(signal, listener),
    exit: (code) => {
      exits.push(code);
      exited(code);
    },
  };
  return { proc, events, exits, exit };
}

describe('runMain', () => {
  it('hands the start function the environment and a logger, and stops on SIGTERM with exit 0', async () => {
    const { proc, events, exit } = fakeProcess();
    let stopped = false;
    let seenEnv: unknown;
    await runMain('demo', async ({ env, logger }) => {
      seenEnv = env;
      expect(typeof logger.info).toBe('function');
      return { stop: async () => void (stopped = true) };
    }, proc);
    expect(seenEnv).toBe(proc.env);
    expect(stopped).toBe(false);
    events.emit('SIGTERM');
    expect(await exit).toBe(0);
    expect(stopped).toBe(true);
  });

  it('exits with 1 when the start fails, without waiting for a signal', async () => {
    const { proc, events, exits } = fakeProcess();
    await runMain('demo', async () => {
      throw new Error('DATABASE_URL is missing');
    }, proc);
    expect(exits).toEqual([1]);
    events.emit('SIGINT');
    await new Promise((resolve) => setImmediate(resolve));
    expect(exits).toEqual([1]);
  });

  it('stops a service that a signal interrupted while it was starting, once it is up', async () => {
    const { proc, events, exit } = fakeProcess();
    let finishStart!: () => void;
    const stops: string[] = [];
    const running = runMain('demo', () => new Promise((resolve) => {
      finishStart = () => resolve({ stop: async () => void stops.push('stopped') });
    }), proc);
    events.emit('SIGTERM');
    expect(stops).toEqual([]);
    finishStart();
    await running;
    expect(await exit).toBe(0);
    expect(stops).toEqual(['stopped']);
  });

  it('exits with 1 when stopping fails', async () => {
    const { proc, events, exit } = fakeProcess();
    await runMain('demo', async () => ({ stop: async () => { throw new Error('pool busy'); } }), proc);
    events.emit('SIGINT');
    expect(await exit).toBe(1);
  });

  it('stops when the parent that started it over IPC goes away (no orphan), once, even if a signal follows', async () => {
    const { proc, events, exit, exits } = fakeProcess(true);
    let stops = 0;
    await runMain('demo', async () => ({ stop: async () => void (stops += 1) }), proc);
    events.emit('disconnect');
    expect(await exit).toBe(0);
    events.emit('SIGTERM');
    await new Promise((resolve) => setImmediate(resolve));
    expect(stops).toBe(1);
    expect(exits).toEqual([0]);
  });

  it('ignores the IPC channel of a process started without one', async () => {
    const { proc, events, exits } = fakeProcess(false);
    await runMain('demo', async () => ({ stop: async () => undefined }), proc);
    events.emit('disconnect');
    await new Promise((resolve) => setImmediate(resolve));
    expect(exits).toEqual([]);
  });

  it('exits anyway when an orphan cannot finish stopping (its database went with the parent)', async () => {
    vi.useFakeTimers();
    try {
      const { proc, events, exits } = fakeProcess(true);
      await runMain('demo', async () => ({ stop: () => new Promise<void>(() => undefined) }), proc);
      events.emit('disconnect');
      await vi.advanceTimersByTimeAsync(ORPHAN_STOP_GRACE_MS - 1);
      expect(exits).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(exits).toEqual([1]);
    } finally {
      vi.useRealTimers();
    }
  });
});
