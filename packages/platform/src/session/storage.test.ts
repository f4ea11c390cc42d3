// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  readLastSiteId,
  readStoredSiteId,
  readStoredToken,
  rememberDestination,
  STORAGE_KEYS,
  storeLastSiteId,
  storeSiteId,
  storeToken,
  takeDestination,
} from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('stored session', () => {
  it('uses the contract keys token / expired_at / current_site_id', () => {
    storeToken('abc', '2999-01-01T00:00:00Z');
    storeSiteId('site-1');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('expired_at')).toBe('2999-01-01T00:00:00Z');
    expect(localStorage.getItem(STORAGE_KEYS.currentSite)).toBe('site-1');
  });

  it('ignores an expired token', () => {
    storeToken('abc', '2020-01-01T00:00:00Z');
    expect(readStoredToken(new Date('2021-01-01'))).toBeNull();
    storeToken('abc', '2030-01-01T00:00:00Z');
    expect(readStoredToken(new Date('2021-01-01'))).toBe('abc');
  });

  it('clearing removes the token and the stored site', () => {
    storeToken('abc', '2999-01-01T00:00:00Z');
    storeSiteId('site-1');
    clearStoredSession();
    expect(readStoredToken()).toBeNull();
    expect(readStoredSiteId()).toBeNull();
  });
});

describe('last site of each user', () => {
  it('survives signing out, per user', () => {
    storeLastSiteId('u1', 'site-1');
    storeLastSiteId('u2', 'site-2');
    clearStoredSession();
    expect(readLastSiteId('u1')).toBe('site-1');
    expect(readLastSiteId('u2')).toBe('site-2');
    expect(readLastSiteId('u3')).toBeNull();
  });
});

describe('destination after sign-in', () => {
  it('is returned once', () => {
    rememberDestination('/orders/orders-manager/7?tab=history');
    expect(takeDestination()).toBe('/orders/orders-manager/7?tab=history');
    expect(takeDestination()).toBeNull();
  });

  it('never remembers the login page itself', () => {
    rememberDestination('/login');
    expect(takeDestination()).toBeNull();
  });
});
