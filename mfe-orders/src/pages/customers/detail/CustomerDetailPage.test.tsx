// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithUi, testPlatformValue } from '@pod/platform/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Client, Provider, fetchExchange } from 'urql';
import { ROLES, type RoleName } from '@pod/contracts';
import { ACCESS_DENIED, PlatformContext, type PlatformValue } from '@pod/platform';
import { CustomerDetailPage } from './CustomerDetailPage';

afterEach(cleanup);

function signedIn(role: RoleName): PlatformValue {
  return testPlatformValue({ id: 'u', email: 'u@pod.local', first_name: 'U', last_name: 'X', roles: [role], is_supper_admin: false });
}

/** Renders the page as `role` and returns the requests it sent (none may leave for a denied role). */
function renderAs(role: RoleName) {
  const sent: string[] = [];
  // Records each request's operation and never answers: what matters is whether one was sent.
  const fetch = (url: RequestInfo | URL, init?: RequestInit) => {
    // urql sends small queries as GET: the operation is in the URL.
    sent.push(`${decodeURIComponent(String(url))} ${String(init?.body ?? '')}`);
    return new Promise<Response>(() => {});
  };
  const client = new Client({ url: 'http://127.0.0.1:9/graphql', exchanges: [fetchExchange], fetch });
  renderWithUi(
    <PlatformContext.Provider value={signedIn(role)}>
      <Provider value={client}>
        <MemoryRouter initialEntries={['/customers/c-1']}>
          <Routes>
            <Route path="/customers/:id" element={<CustomerDetailPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </PlatformContext.Provider>,
  );
  return sent;
}

describe('/customers/:id', () => {
  it.each([ROLES.Supplier, ROLES.Listing, ROLES.Accounting, ROLES.Designs])('shows %s the Access denied page and asks nothing', { timeout: 60_000 }, async (role) => {
    const sent = renderAs(role);
    expect(await screen.findByText(ACCESS_DENIED.title)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('asks for the customer for a Seller', { timeout: 60_000 }, async () => {
    const sent = renderAs(ROLES.Seller);
    await expect.poll(() => sent.some((body) => body.includes('CustomerDetail'))).toBe(true);
    expect(screen.queryByText(ACCESS_DENIED.title)).toBeNull();
  });
});
