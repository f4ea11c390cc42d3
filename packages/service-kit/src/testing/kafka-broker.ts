import { spawn, spawnSync } from 'node:child_process';

export interface KafkaTestBroker {
  /** Comma-separated bootstrap servers, as KAFKA_BROKERS takes them. */
  brokers: string;
  stop(): Promise<void>;
}

/**
 * A Kafka-protocol broker for tests (ARCHITECTURE.md §9): KAFKA_BROKERS when set, else
 * librdkafka's mock cluster started through `kcat` (apt package `kcat`), else null so the
 * caller can skip its Kafka tests with a reason. The mock cluster auto-creates topics
 * (4 partitions) and supports produce, consumer groups and offset commits, but not
 * `admin.createTopics` or kafkajs' idempotent producer.
 */
export async function startKafkaTestBroker(options: { timeoutMs?: number } = {}): Promise<KafkaTestBroker | null> {
  const configured = process.env.KAFKA_BROKERS?.trim();
  if (configured) return { brokers: configured, stop: async () => undefined };
  if (!hasKcat()) return null;

  // A consumer on a throw-away topic keeps the process (and its mock cluster) alive.
  const child = spawn('kcat', ['-b', 'mock', '-X', 'test.mock.num.brokers=3', '-C', '-t', 'boot', '-q'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const brokers = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`kcat printed no mock cluster address: ${output.slice(0, 500)}`)), options.timeoutMs ?? 10_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.once('error', fail);
    const onEarlyExit = (code: number | null) => fail(new Error(`kcat exited (${code}) before the mock cluster started: ${output.slice(0, 500)}`));
    child.once('exit', onEarlyExit);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      output += chunk;
      // librdkafka logs "Mock cluster enabled: ... replaced with h:p,h:p,h:p" at notice level;
      // with `-d mock` it also logs "bootstrap.servers=h:p,...".
      const match = /replaced with (\S+)/.exec(output) ?? /bootstrap\.servers=(\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.off('exit', onEarlyExit);
        resolve(match[1]!);
      }
    });
  });
  // Keep draining stderr so kcat never blocks on a full pipe.
  child.stderr.resume();
  return {
    brokers,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function hasKcat(): boolean {
  return spawnSync('kcat', ['-V'], { stdio: 'ignore' }).status === 0;
}
