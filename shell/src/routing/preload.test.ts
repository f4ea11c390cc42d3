// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@pod/platform/session';

const loadMainLayout = vi.fn(() => Promise.resolve());
const loadRemoteRoutePage = vi.fn(() => Promise.resolve());
const loadRemoteRoutes = vi.fn(() => Promise.resolve([]));
vi.mock('./shellPages', () => ({ loadMainLayout, loadRemoteRoutePage }));
vi.mock('../remotes/registry', () => ({ loadRemoteRoutes }));

const { preloadSignedInPage } = await import('./preload');

/**
 * The dynamic import of the registry resolves on a later turn. A remote page preloaded last is
 * the marker: once its routes load, anything an earlier call started has loaded before it.
 */
async function afterARemotePage() {
  preloadSignedInPage('/orders');
  await vi.waitFor(() => expect(loadRemoteRoutes).toHaveBeenCalledWith('mfe-orders'));
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => localStorage.clear());

describe('preloadSignedInPage', () => {
  it('starts the layout, the remote page loader and the remote’s routes of a remote page when a session is stored', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    preloadSignedInPage('/products');
    await vi.waitFor(() => expect(loadRemoteRoutes).toHaveBeenCalledWith('mfe-catalog'));
    expect(loadMainLayout).toHaveBeenCalledTimes(1);
    expect(loadRemoteRoutePage).toHaveBeenCalledTimes(1);
  });

  it('starts only the layout for a page of the shell', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    preloadSignedInPage('/profile');
    expect(loadMainLayout).toHaveBeenCalledTimes(1);
    expect(loadRemoteRoutePage).not.toHaveBeenCalled();
    await afterARemotePage();
    expect(loadRemoteRoutes.mock.calls).toEqual([['mfe-orders']]);
  });

  it('starts nothing without a stored session, or for the signed-out pages', async () => {
    preloadSignedInPage('/products');
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    preloadSignedInPage('/login');
    expect(loadMainLayout).not.toHaveBeenCalled();
    await afterARemotePage();
    expect(loadRemoteRoutes.mock.calls).toEqual([['mfe-orders']]);
    expect(loadMainLayout).toHaveBeenCalledTimes(1);
  });
});
