// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../testing';
import { DateField } from './DateField';

afterEach(cleanup);

describe('DateField', () => {
  it('keeps Enter inside the picker so a half-typed date never submits the form', () => {
    const onKeyDown = vi.fn();
    renderWithUi(<form><DateField aria-label="Birthday" format="DD/MM/YYYY" onKeyDown={onKeyDown} /></form>);
    const input = screen.getByLabelText('Birthday');
    fireEvent.change(input, { target: { value: '15/04' } });
    // fireEvent returns false when a handler called preventDefault: the browser's implicit submit is off.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '1' })).toBe(true);
    expect(onKeyDown).toHaveBeenCalledTimes(2);
  });
});
