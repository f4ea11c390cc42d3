// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformContext, type PlatformValue } from '../context';
import { Page } from './Page';

afterEach(cleanup);

// What antd's Typography asks jsdom for and jsdom lacks.
window.matchMedia ??= (media: string) =>
  ({ matches: false, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;

const signedOut: PlatformValue = {
  user: null,
  token: null,
  initialised: true,
  sites: [],
  currentSite: null,
  setCurrentSite() {},
  signIn() {},
  signOut() {},
  async reloadUser() {},
  onLiveConnected: () => () => {},
};
const frame = (ui: ReactNode) => render(<PlatformContext.Provider value={signedOut}><MemoryRouter>{ui}</MemoryRouter></PlatformContext.Provider>);

describe('Page', () => {
  it('shows its title as the heading and names the tab', () => {
    frame(<Page title="Artworks">body</Page>);
    expect(screen.getByRole('heading', { name: 'Artworks' })).toBeTruthy();
    expect(document.title).toBe('Artworks · POD back office');
  });

  it('without its header (an editor with a header of its own) shows no heading, still names the tab', () => {
    frame(<Page title="Poster" bare header={false}><p>editor</p></Page>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('editor')).toBeTruthy();
    expect(document.title).toBe('Poster · POD back office');
  });
});
