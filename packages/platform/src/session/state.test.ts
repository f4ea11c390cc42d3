import { describe, expect, it } from 'vitest';
import { chooseCurrentSite, initialSessionState, isActiveSite, normaliseUser, sessionReducer } from './state';
import type { CurrentUser, SiteSummary } from '../types';

const site = (id: string, extra: Partial<SiteSummary> = {}): SiteSummary => ({
  id,
  title: `Site ${id}`,
  domain: `https://${id}.example.com`,
  platform: 'woocommerce',
  verified: true,
  status: true,
  ...extra,
});
const seller: CurrentUser = { id: 'u1', email: 's@x.io', first_name: 'Sam', last_name: 'S', roles: ['Seller'], is_supper_admin: false };

describe('chooseCurrentSite (spec 002 §4 App bootstrap)', () => {
  it('keeps the stored site while it is still in the list', () => {
    expect(chooseCurrentSite([site('a'), site('b')], 'b')?.id).toBe('b');
  });
  it('falls back to the first site when the stored one is gone', () => {
    expect(chooseCurrentSite([site('a'), site('b')], 'zzz')?.id).toBe('a');
    expect(chooseCurrentSite([site('a')], null)?.id).toBe('a');
  });
  it('is none when there are no sites', () => {
    expect(chooseCurrentSite([], 'a')).toBeNull();
  });
});

describe('isActiveSite', () => {
  it('excludes disabled sites, whatever shape the status has', () => {
    expect(isActiveSite({ status: true })).toBe(true);
    expect(isActiveSite({ status: 'active' })).toBe(true);
    expect(isActiveSite({ status: false })).toBe(false);
    expect(isActiveSite({ status: 'disabled' })).toBe(false);
  });
});

describe('sessionReducer', () => {
  it('starts initialised without a token and waits for the bootstrap with one', () => {
    expect(initialSessionState(null).initialised).toBe(true);
    expect(initialSessionState('t').initialised).toBe(false);
  });

  it('bootstraps, switches site only to a known site, and signs out to an empty session', () => {
    let state = initialSessionState('t');
    state = sessionReducer(state, { type: 'bootstrapped', user: seller, sites: [site('a'), site('b')], currentSite: site('a') });
    expect(state).toMatchObject({ initialised: true, user: seller, currentSite: { id: 'a' } });

    state = sessionReducer(state, { type: 'siteChanged', siteId: 'b' });
    expect(state.currentSite?.id).toBe('b');
    expect(sessionReducer(state, { type: 'siteChanged', siteId: 'nope' })).toBe(state);

    state = sessionReducer(state, { type: 'signedOut' });
    expect(state).toEqual({ token: null, user: null, sites: [], currentSite: null, initialised: true });
  });

  it('follows the live site list: a renamed current site keeps being current, a disabled one gives way', () => {
    let state = sessionReducer(initialSessionState('t'), { type: 'bootstrapped', user: seller, sites: [site('a'), site('b')], currentSite: site('b') });
    state = sessionReducer(state, { type: 'sitesReloaded', sites: [site('a'), site('b', { title: 'Renamed' }), site('c')] });
    expect(state.sites.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(state.currentSite).toMatchObject({ id: 'b', title: 'Renamed' });
    state = sessionReducer(state, { type: 'sitesReloaded', sites: [site('a'), site('c')] });
    expect(state.currentSite?.id).toBe('a');
    state = sessionReducer(state, { type: 'sitesReloaded', sites: [] });
    expect(state.currentSite).toBeNull();
  });

  it('a failed bootstrap drops the token', () => {
    const state = sessionReducer(initialSessionState('t'), { type: 'bootstrapFailed' });
    expect(state.token).toBeNull();
    expect(state.initialised).toBe(true);
  });

  it('signing in keeps the user but runs the bootstrap again for the sites', () => {
    const state = sessionReducer(initialSessionState(null), { type: 'signedIn', token: 'new', user: seller });
    expect(state).toMatchObject({ token: 'new', user: seller, initialised: false, sites: [] });
  });
});

describe('normaliseUser', () => {
  it('keeps role names from the server role objects', () => {
    const user = normaliseUser({ ...seller, roles: [{ id: '1', name: 'Seller' }, 'Designs'] });
    expect(user.roles).toEqual(['Seller', 'Designs']);
  });
});
