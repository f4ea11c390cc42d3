import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { createLogger } from '@pod/service-kit';
import { createTestDatabase, freePort, type TestDatabase } from '@pod/service-kit/testing';
import { collect, graphql, liveClient, signInAs } from '../smoke/gateway-client';
import { startEmbedded, type EmbeddedSuite } from './launch';
import { crashesInARow, DEFAULT_RESTART_POLICY, restartDelay } from './supervisor';

describe('restart policy', () => {
  it('doubles the wait per crash in a row up to the cap, and starts over after a child stayed up', () => {
    const policy = { initialDelayMs: 500, maxDelayMs: 30_000, stableAfterMs: 60_000 };
    expect([1, 2, 3, 4, 7, 20].map((n) => restartDelay(policy, n))).toEqual([500, 1000, 2000, 4000, 30_000, 30_000]);
    expect(crashesInARow(policy, 3, 1_000)).toBe(4);
    expect(crashesInARow(policy, 3, 60_000)).toBe(1);
    expect(DEFAULT_RESTART_POLICY.initialDelayMs).toBeGreaterThan(0);
  });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const WAIT = { timeout: 60_000, interval: 100 };
const ME = 'query SupervisorMe { me { email } }';
const CARRIERS = 'query SupervisorCarriers { carriers { __typename } }';

/**
 * Issue 21 item 2: the embedded suite (users-sites, catalog and the gateway as child processes,
 * no front ends, no demo store) survives a SIGKILL of one service: the others and the gateway keep
 * answering while it is down, the supervisor logs why it died and starts it again, and the
 * restarted process answers (through the gateway too). Stopping the launcher stops every child.
 */
describe('the embedded launcher supervises one process per service', () => {
  let dir: string;
  let db: TestDatabase;
  let suite: EmbeddedSuite;
  let graphqlUrl: string;
  let catalogUrl: string;
  const logger = createLogger('supervisor.test', 'silent');
  const errors = vi.spyOn(logger, 'error');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pod-supervisor-'));
    db = await createTestDatabase();
    const gatewayPort = await freePort();
    const catalogPort = await freePort();
    suite = await startEmbedded({
      logger,
      env: {
        LOG_LEVEL: 'silent',
        POD_DATA_DIR: dir,
        DATABASE_URL: db.url,
        POD_SERVICES: 'users-sites,catalog',
        POD_SKIP_FRONTENDS: '1',
        DEMO_STORE: '0',
        // long enough to see the gateway serve without catalog before it comes back
        POD_RESTART_DELAY_MS: '1500',
        GATEWAY_PORT: String(gatewayPort),
        USERS_SITES_PORT: '0',
        CATALOG_PORT: String(catalogPort),
        S3_PORT: '0',
        MAILBOX_SMTP_PORT: '0',
        MAILBOX_HTTP_PORT: '0',
      },
    });
    graphqlUrl = `http://127.0.0.1:${gatewayPort}/graphql`;
    catalogUrl = `http://127.0.0.1:${catalogPort}`;
  }, 300_000);

  afterAll(async () => {
    await suite?.stop();
    await db?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps serving while a killed service is down, restarts it, and it answers again', async () => {
    const token = await signInAs(graphqlUrl, DEMO_USERS.admin.email);
    expect((await graphql(graphqlUrl, CARRIERS, {}, token)).carriers).toEqual(expect.any(Array));
    const usersSites = suite.processes.pid('users-sites')!;
    const gateway = suite.processes.pid('gateway')!;
    const catalog = suite.processes.pid('catalog')!;
    expect(new Set([process.pid, usersSites, gateway, catalog]).size).toBe(4);

    process.kill(catalog, 'SIGKILL');
    await vi.waitFor(() => expect(suite.processes.state('catalog')).toBe('restarting'), WAIT);
    // Down: its port refuses, and the gateway answers what does not need it.
    expect(alive(catalog)).toBe(false);
    await expect(fetch(`${catalogUrl}/health`)).rejects.toThrow();
    expect((await graphql(graphqlUrl, ME, {}, token)).me).toEqual({ email: DEMO_USERS.admin.email });
    expect(suite.processes.state('catalog')).toBe('restarting');
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ process: 'catalog', exit: 'signal SIGKILL', restartInMs: 1500 }),
      expect.stringContaining('catalog died (signal SIGKILL)'),
    );

    // Back: a new process, serving directly and through the gateway; the others never restarted.
    await vi.waitFor(() => expect(suite.processes.state('catalog')).toBe('running'), WAIT);
    expect(suite.processes.pid('catalog')).not.toBe(catalog);
    expect((await fetch(`${catalogUrl}/ready`)).status).toBe(200);
    await vi.waitFor(async () => expect((await graphql(graphqlUrl, CARRIERS, {}, token)).carriers).toEqual(expect.any(Array)), WAIT);
    expect([suite.processes.pid('users-sites'), suite.processes.pid('gateway')]).toEqual([usersSites, gateway]);
    expect([suite.processes.restarts('catalog'), suite.processes.restarts('users-sites'), suite.processes.restarts('gateway')]).toEqual([1, 0, 0]);
  }, 120_000);

  it("carries events between the children over the launcher's bus (users-sites → gateway → a seller's websocket)", async () => {
    const token = await signInAs(graphqlUrl, DEMO_USERS.seller.email);
    const client = liveClient(graphqlUrl, token);
    try {
      const { received } = collect<{ title: string }>(client, 'subscription SupervisorSiteChanged { siteChanged { id title action } }', 'siteChanged');
      const rename = (title: string) =>
        graphql(graphqlUrl, 'mutation SupervisorRename($id: ID!, $title: String) { updateSite(site_id: $id, title: $title) { id } }', { id: DEMO_SITES.woo.id, title }, token);
      // The websocket subscription may still be registering: rename until an event arrives.
      let attempt = 0;
      await vi.waitFor(async () => {
        if (!received.length) await rename(`${DEMO_SITES.woo.title} (${++attempt})`);
        expect(received.length).toBeGreaterThan(0);
      }, { timeout: 30_000, interval: 1000 });
      expect(received[0]!.title).toMatch(/\(\d+\)$/);
      await rename(DEMO_SITES.woo.title);
    } finally {
      await client.dispose();
    }
  }, 60_000);

  it('stops every child on stop and restarts none of them', async () => {
    const pids = suite.processes.pids();
    expect(pids).toHaveLength(3);
    await suite.stop();
    expect(pids.filter(alive)).toEqual([]);
    expect(suite.processes.pids().filter(alive)).toEqual([]);
    expect(['users-sites', 'catalog', 'gateway'].map((n) => suite.processes.state(n))).toEqual(['stopped', 'stopped', 'stopped']);
  }, 60_000);
});

describe('a launcher that is killed', () => {
  it('takes its service processes with it (they stop when its IPC channel closes)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pod-orphans-'));
    const db = await createTestDatabase();
    const ports = Object.fromEntries(await Promise.all(['GATEWAY_PORT', 'USERS_SITES_PORT', 'S3_PORT', 'MAILBOX_SMTP_PORT', 'MAILBOX_HTTP_PORT'].map(async (n) => [n, String(await freePort())])));
    const launcher = spawn(process.execPath, ['--import', 'tsx', 'infra/src/embedded/main.ts'], {
      cwd: join(import.meta.dirname, '..', '..', '..'),
      env: { ...process.env, LOG_LEVEL: 'info', POD_DATA_DIR: dir, DATABASE_URL: db.url, POD_SERVICES: 'users-sites', POD_SKIP_FRONTENDS: '1', DEMO_STORE: '0', ...ports },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      let output = '';
      launcher.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
      await vi.waitFor(() => expect(output).toContain('POD back office is running'), { timeout: 240_000, interval: 200 });
      // the launcher's own log lines name each child's pid
      const pids = [...output.matchAll(/"pid":(\d+),"msg":"(?:service|gateway) started"/g)].map((m) => Number(m[1]));
      expect(pids).toHaveLength(2);
      expect(pids.every(alive)).toBe(true);
      launcher.kill('SIGKILL');
      await vi.waitFor(() => expect(pids.filter(alive)).toEqual([]), { timeout: 20_000, interval: 100 });
    } finally {
      launcher.kill('SIGKILL');
      await db.dispose();
      await rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

/** This test process's children running a service or gateway entry (Linux /proc). */
async function entryChildren(): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue;
    const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (args.some((a) => a.endsWith('src/main.ts'))) found.push(args.join(' '));
  }
  return found;
}

describe('a service that cannot start', () => {
  it('fails the launch naming the process and how it ended, and leaves no child behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pod-failed-start-'));
    try {
      const launch = startEmbedded({
        logger: createLogger('supervisor.test', 'silent'),
        env: {
          LOG_LEVEL: 'silent',
          POD_DATA_DIR: dir,
          // nothing listens there: users-sites cannot open its database and exits
          DATABASE_URL: `postgres://nobody@127.0.0.1:${await freePort()}/none`,
          POD_SERVICES: 'users-sites',
          POD_SKIP_FRONTENDS: '1',
          DEMO_STORE: '0',
          GATEWAY_PORT: '0',
          USERS_SITES_PORT: '0',
          S3_PORT: '0',
          MAILBOX_SMTP_PORT: '0',
          MAILBOX_HTTP_PORT: '0',
        },
      });
      // the gateway, started beside it, was running meanwhile
      await vi.waitFor(async () => expect((await entryChildren()).some((a) => a.includes('gateway/src/main.ts'))).toBe(true), { timeout: 30_000, interval: 50 });
      await expect(launch).rejects.toThrow(/^The users-sites process could not start: users-sites exited \(code 1\) before it was ready/);
      expect(await entryChildren()).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
