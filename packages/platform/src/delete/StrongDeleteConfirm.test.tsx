// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing';
import { confirmsDelete, StrongDeleteConfirm } from './StrongDeleteConfirm';

afterEach(cleanup);

describe('strong delete confirmation', () => {
  it('needs the exact title: no other case, no extra spaces', () => {
    const item = { title: 'T-Shirts' };
    expect(confirmsDelete(item, 'T-Shirts')).toBe(true);
    for (const typed of ['t-shirts', ' T-Shirts', 'T-Shirts ', 'T-Shirt', '']) expect(confirmsDelete(item, typed)).toBe(false);
  });

  // The first antd Modal render in jsdom takes seconds on a loaded machine.
  it('enables Delete only once the exact title is typed, and hands the typed title on', { timeout: 60_000 }, () => {
    const onConfirm = vi.fn();
    const item = { id: 'a1', title: 'Mom Mug' };
    renderWithUi(<StrongDeleteConfirm item={item} kind="artwork" deleting={false} onCancel={() => {}} onConfirm={onConfirm} />);
    const input = screen.getByLabelText('Artwork title to confirm');
    const ok = screen.getByRole('button', { name: 'Delete' });
    expect(ok).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'mom mug' } });
    expect(ok).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'Mom Mug' } });
    expect(ok).toHaveProperty('disabled', false);
    fireEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledWith(item, 'Mom Mug');
  });
});
