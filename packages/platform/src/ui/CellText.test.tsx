// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithUi } from '../testing';
import { CellText } from './CellText';

afterEach(cleanup);

describe('CellText', () => {
  it('keeps a huge value to one ellipsised line with the whole text in the title', () => {
    const name = 'A'.repeat(921_600);
    renderWithUi(<CellText text={name} maxWidth={200} data-testid="cell" />);
    const cell = screen.getByTestId('cell');
    expect(cell.getAttribute('title')).toBe(name);
    expect(cell.style.whiteSpace).toBe('nowrap');
    expect(cell.style.overflow).toBe('hidden');
    expect(cell.style.textOverflow).toBe('ellipsis');
    expect(cell.style.maxWidth).toBe('200px');
  });

  it('shows nothing for a missing value', () => {
    renderWithUi(<CellText text={null} data-testid="cell" />);
    expect(screen.getByTestId('cell').textContent).toBe('');
  });
});
