// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@pod/platform/session';

const loadMainLayout = vi.fn(() => Promise.resolve());
const loadRemoteRoutePage = vi.fn(() => Promise.resolve());
const loadRemoteRoutes = vi.fn(() => Promise.resolve([]));
vi.mock('./shellPages', () => ({ loadMainLayout, loadRemoteRoutePage }));
vi.mock('../remotes/registry', () => ({ loadRemoteRoutes }));

const { preloadSignedInPage } = await import('./preload');

/** The dynamic import of the registry resolves on a later turn. */
const settle = () => new Promise((done) => setTimeout(done, 0));

beforeEach(() => vi.clearAllMocks());
afterEach(() => localStorage.clear());

describe('preloadSignedInPage', () => {
  it('starts the layout, the remote page loader and the remote’s routes of a remote page when a session is stored', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    preloadSignedInPage('/products');
    await settle();
    expect(loadMainLayout).toHaveBeenCalledTimes(1);
    expect(loadRemoteRoutePage).toHaveBeenCalledTimes(1);
    expect(loadRemoteRoutes).toHaveBeenCalledWith('mfe-catalog');
  });

  it('starts only the layout for a page of the shell', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    preloadSignedInPage('/profile');
    await settle();
    expect(loadMainLayout).toHaveBeenCalledTimes(1);
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
  });

  it('starts nothing without a stored session, or for the signed-out pages', async () => {
    preloadSignedInPage('/products');
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    preloadSignedInPage('/login');
    await settle();
    expect(loadMainLayout).not.toHaveBeenCalled();
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
  });
});
