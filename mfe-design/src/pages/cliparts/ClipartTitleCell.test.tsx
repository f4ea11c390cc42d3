// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithUi } from '@pod/platform/testing';
import { ClipartTitleCell } from './ClipartTitleCell';

afterEach(cleanup);

describe('ClipartTitleCell', () => {
  it('keeps the title to one ellipsised line with the whole title in its tooltip (a narrow table no longer wraps it letter by letter)', () => {
    const title = 'Golden retriever puppy with a red bow, sitting';
    renderWithUi(<ClipartTitleCell title={title} onSave={async () => true} />);
    const text = screen.getByTestId('clipart-title');
    expect(text.textContent).toBe(title);
    expect(text.getAttribute('title')).toBe(title);
    expect(text.style.whiteSpace).toBe('nowrap');
    expect(text.style.textOverflow).toBe('ellipsis');
  });
});
