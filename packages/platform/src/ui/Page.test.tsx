// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformContext } from '../context';
import { testPlatformValue } from '../testing';
import { Page } from './Page';

afterEach(cleanup);

const signedOut = testPlatformValue(null);
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
