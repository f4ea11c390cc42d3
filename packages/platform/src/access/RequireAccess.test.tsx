// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PlatformProvider } from '../PlatformProvider';
import { RequireAccess } from './RequireAccess';
import { PlatformContext } from '../context';
import { ACCESS_DENIED } from '../ui/AccessDenied';
import { takeDestination } from '../session/storage';
import { testPlatformValue } from '../testing';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('RequireAccess without a session', () => {
  it('redirects to /login and keeps the destination for after sign-in', async () => {
    render(
      <PlatformProvider gatewayUrl="http://127.0.0.1:9/graphql">
        <MemoryRouter initialEntries={['/sites/42/settings?tab=1']}>
          <Routes>
            <Route path="/login" element={<p>login page</p>} />
            <Route
              path="/sites/:id/settings"
              element={
                <RequireAccess access={['Administrator', 'Seller']}>
                  <p>settings</p>
                </RequireAccess>
              }
            />
          </Routes>
        </MemoryRouter>
      </PlatformProvider>,
    );
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(screen.queryByText('settings')).toBeNull();
    expect(takeDestination()).toBe('/sites/42/settings?tab=1');
  });

  it('renders public pages', async () => {
    render(
      <PlatformProvider gatewayUrl="http://127.0.0.1:9/graphql">
        <MemoryRouter initialEntries={['/forgot-password']}>
          <Routes>
            <Route
              path="/forgot-password"
              element={
                <RequireAccess access="public">
                  <p>reset</p>
                </RequireAccess>
              }
            />
          </Routes>
        </MemoryRouter>
      </PlatformProvider>,
    );
    expect(await screen.findByText('reset')).toBeTruthy();
  });
});

describe('RequireAccess for a signed-in user without the role', () => {
  const designer = testPlatformValue({ id: 'd', email: 'd@x.io', first_name: 'D', last_name: 'X', roles: ['Designs'], is_supper_admin: false });

  it('shows Access denied in place, with a way back to their landing page', async () => {
    render(
      <PlatformContext.Provider value={designer}>
        <MemoryRouter initialEntries={['/admin/users-manager']}>
          <Routes>
            <Route
              path="/admin/users-manager"
              element={
                <RequireAccess access={['Administrator']}>
                  <p>users</p>
                </RequireAccess>
              }
            />
          </Routes>
        </MemoryRouter>
      </PlatformContext.Provider>,
    );
    expect(await screen.findByText(ACCESS_DENIED.title)).toBeTruthy();
    expect(screen.queryByText('users')).toBeNull();
    expect(screen.getByRole('link', { name: ACCESS_DENIED.back }).getAttribute('href')).toBe('/auto-banner/background-management');
  });
});
