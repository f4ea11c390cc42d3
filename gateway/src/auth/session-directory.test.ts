import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { USER_SESSION_ROUTE, type UserSessionState } from '@pod/contracts';
import { verifyUserContext } from '@pod/service-kit';
import { SessionDirectory } from './session-directory';

/** The directory against a stand-in of users-sites' session route that counts its lookups. */
const SECRET = 'session-directory-secret';
const userId = randomUUID();
let state: UserSessionState;
let lookups = 0;
let failing = false;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const app = express();
  app.get(USER_SESSION_ROUTE, async (req, res) => {
    lookups++;
    // Held briefly so concurrent callers overlap with one lookup in flight.
    await new Promise((resolve) => setImmediate(resolve));
    if (!verifyUserContext(req.headers, SECRET).ok) res.status(401).end();
    else if (failing) res.status(500).end();
    else if (req.params.id !== userId) res.status(404).end();
    else res.json(state);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  state = { id: userId, email: 'u@test', roles: ['Seller'], isSuperAdmin: false, active: true, sessionVersion: 2 };
  lookups = 0;
  failing = false;
});

// lru-cache reads a start time of 0 as "no TTL": the clock starts later.
const clock = { time: 1_000_000, now: () => clock.time };
const directory = (ttlMs = 60_000) => new SessionDirectory({ usersSitesUrl: baseUrl, internalSecret: SECRET, ttlMs, maxEntries: 100, clock });
const token = (sessionVersion = 2, id = userId) => ({ userId: id, sessionVersion, expiresAt: Date.now() + 60_000 });

describe('SessionDirectory', () => {
  it('gives the current roles, and concurrent misses for one user share one lookup; hits ask nobody', async () => {
    const sessions = directory();
    const checks = await Promise.all(Array.from({ length: 20 }, () => sessions.check(token(), 'site-1')));
    expect(lookups).toBe(1);
    expect(checks.every((c) => c.ok)).toBe(true);
    expect(checks[0]).toEqual({ ok: true, user: { id: userId, email: 'u@test', roles: ['Seller'], isSuperAdmin: false, siteId: 'site-1' } });
    await sessions.check(token(), null);
    expect(lookups).toBe(1);
  });

  it('refuses an older session version, a blocked user and an unknown user', async () => {
    expect(await directory().check(token(1), null)).toEqual({ ok: false, reason: 'revoked' });
    state.active = false;
    expect(await directory().check(token(), null)).toEqual({ ok: false, reason: 'revoked' });
    expect(await directory().check(token(2, randomUUID()), null)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('forget drops the cached state at once', async () => {
    const sessions = directory();
    expect((await sessions.check(token(), null)).ok).toBe(true);
    state.roles = ['Listing'];
    sessions.forget(userId);
    expect(await sessions.check(token(), null)).toMatchObject({ ok: true, user: { roles: ['Listing'] } });
    expect(lookups).toBe(2);
  });

  it('asks again for a token newer than the cached state (signed in again after a change)', async () => {
    const sessions = directory();
    expect((await sessions.check(token(), null)).ok).toBe(true);
    state.sessionVersion = 3;
    expect((await sessions.check(token(3), null)).ok).toBe(true);
    expect((await sessions.check(token(2), null)).ok).toBe(false);
    expect(lookups).toBe(2);
  });

  it('does not remember a failed lookup, and expires entries after the TTL', async () => {
    const sessions = directory(3_000);
    failing = true;
    expect(await sessions.check(token(), null)).toEqual({ ok: false, reason: 'unavailable' });
    failing = false;
    expect((await sessions.check(token(), null)).ok).toBe(true);
    state.active = false;
    clock.time += 2_999;
    expect((await sessions.check(token(), null)).ok).toBe(true);
    clock.time += 2;
    expect(await sessions.check(token(), null)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('is unavailable, not open, when users-sites is not configured', async () => {
    const sessions = new SessionDirectory({ usersSitesUrl: null, internalSecret: SECRET, ttlMs: 1000, maxEntries: 10 });
    expect(await sessions.check(token(), null)).toEqual({ ok: false, reason: 'unavailable' });
  });
});
