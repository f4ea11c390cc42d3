// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { GroupLayer } from '@pod/artwork-scene';
import { artworkHarness } from './actions/artwork-harness.test-helper';
import { ConfirmPending } from './ConfirmPending';
import { LayerToolbar } from './LayerToolbar';
import { renderWithPlatform } from './panels/testing/harness';

afterEach(cleanup);

/** The dialog's own buttons (antd renders the modal in a portal, so search the whole document). */
const dialogButton = async (name: 'Yes' | 'No') => {
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('Delete the selected layers?');
  return [...dialog.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
};

describe('delete asks first, from the keyboard and the toolbar alike (spec 002 §2.8)', () => {
  it('Delete key → the question → Yes deletes and selects the parent; toolbar Delete → the same question → No keeps the layer', { timeout: 60_000 }, async () => {
    const t = artworkHarness();
    t.select('img');
    renderWithPlatform(
      <>
        <LayerToolbar editor={t.editor} locked={false} />
        <ConfirmPending editor={t.editor} />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => void t.keyDown('Delete'));
    expect(t.layer('img')).toBeDefined();
    fireEvent.click(await dialogButton('Yes'));
    expect((t.layer('grp') as GroupLayer).layers).toEqual([]);
    expect(t.selection).toEqual(['grp']);
    await vi.waitFor(() => expect(t.confirmation).toBeNull());

    // The group is selected now: the toolbar's Delete opens the very same dialog.
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await dialogButton('No'));
    expect(t.layer('grp')).toBeDefined();
    expect(t.selection).toEqual(['grp']);
    expect(t.confirmation).toBeNull();
    // One step was recorded (the confirmed delete), none for the refused one.
    expect(t.store.history.undoCount).toBe(1);
  });
});
