// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { createBrowserRouter, createMemoryRouter, Link, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { PlatformContext } from '../context';
import type { CurrentUser } from '../types';
import { hasAppHistory, useGoBack } from './useGoBack';
import { UNSAVED_CHANGES, useUnsavedChanges } from './useUnsavedChanges';
import { renderWithUi, testPlatformValue } from '../testing';

afterEach(cleanup);

const listing: CurrentUser = { id: 'u1', email: 'l@x.io', first_name: 'L', last_name: 'X', roles: ['Listing'], is_supper_admin: false };

const platformOf = (user: CurrentUser | null) => testPlatformValue(user);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function BackButton() {
  const goBack = useGoBack();
  return (
    <>
      <Where />
      <button onClick={goBack}>Cancel</button>
    </>
  );
}

function renderRouter(router: ReturnType<typeof createMemoryRouter>, user: CurrentUser | null = listing) {
  // Motion off (renderWithUi): the dialog closed by Stay is gone before Leave is looked for.
  return renderWithUi(
    <PlatformContext.Provider value={platformOf(user)}>
      <RouterProvider router={router} />
    </PlatformContext.Provider>,
  );
}

describe('hasAppHistory', () => {
  it('reads react-router history positions: the first page of a tab has none before it', () => {
    expect(hasAppHistory({ idx: 3, key: 'k' })).toBe(true);
    expect(hasAppHistory({ idx: 0, key: 'default' })).toBe(false);
    expect(hasAppHistory(null)).toBe(false);
  });
});

describe('useGoBack', () => {
  const routes: RouteObject[] = [{ path: '*', element: <BackButton /> }];

  it('goes to the parent route on a page opened in a new tab (no history), never off the app', async () => {
    window.history.replaceState(null, '', '/admin/product-types/7/variants');
    const router = createBrowserRouter(routes);
    renderRouter(router);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('/admin/product-types')).toBeTruthy();
  });

  it('goes one step back when the app has history', async () => {
    window.history.replaceState(null, '', '/orders');
    const router = createBrowserRouter(routes);
    renderRouter(router);
    await act(() => router.navigate('/admin/product-types/7/variants'));
    expect(screen.getByTestId('where').textContent).toBe('/admin/product-types/7/variants');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('/orders')).toBeTruthy();
  });
});

function Editor() {
  const [dirty, setDirty] = useState(false);
  const [saves, setSaves] = useState(0);
  const { release } = useUnsavedChanges(dirty);
  const goBack = useGoBack();
  const onSave = () => {
    // as a form does: the save's own state updates re-render before the back navigation lands
    release();
    setSaves(saves + 1);
    goBack();
  };
  return (
    <>
      <Where />
      <button onClick={() => setDirty(true)}>Edit</button>
      <button onClick={onSave}>Save</button>
      <Link to="/admin/product-types">Product types</Link>
    </>
  );
}

describe('useUnsavedChanges', () => {
  const start = () => {
    const router = createMemoryRouter([{ path: '*', element: <Editor /> }], { initialEntries: ['/admin/product-types/7/variants'] });
    renderRouter(router);
    return router;
  };

  it('lets a page without edits be left at once', async () => {
    start();
    fireEvent.click(screen.getByRole('link', { name: 'Product types' }));
    expect(await screen.findByText('/admin/product-types')).toBeTruthy();
  });

  it('asks before leaving a page with unsaved edits: Stay keeps the page, Leave goes', async () => {
    start();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('link', { name: 'Product types' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain(UNSAVED_CHANGES.title);
    fireEvent.click(screen.getByRole('button', { name: UNSAVED_CHANGES.stay }));
    expect(screen.getByTestId('where').textContent).toBe('/admin/product-types/7/variants');

    fireEvent.click(screen.getByRole('link', { name: 'Product types' }));
    fireEvent.click(await screen.findByRole('button', { name: UNSAVED_CHANGES.leave }));
    expect(await screen.findByText('/admin/product-types')).toBeTruthy();
  });

  it('after a save, going back does not ask even though the page re-rendered still dirty', async () => {
    window.history.replaceState(null, '', '/admin/product-types');
    const router = createBrowserRouter([{ path: '*', element: <Editor /> }]);
    renderRouter(router);
    await act(() => router.navigate('/admin/product-types/7/variants'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('/admin/product-types')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the browser before the tab is closed or reloaded with unsaved edits', () => {
    start();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
