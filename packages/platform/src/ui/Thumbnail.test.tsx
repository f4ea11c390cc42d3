// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithUi } from '../testing';
import { NO_PREVIEW_URL, Thumbnail } from './Thumbnail';

afterEach(cleanup);

describe('Thumbnail', () => {
  it('shows the placeholder when the picture fails to load', async () => {
    renderWithUi(<Thumbnail src="/media/img/100/missing.png" alt="Poster" width={48} height={48} />);
    const img = screen.getByAltText('Poster');
    expect(img.getAttribute('src')).toBe('/media/img/100/missing.png');
    fireEvent.error(img);
    await waitFor(() => expect(screen.getByAltText('Poster').getAttribute('src')).toBe(NO_PREVIEW_URL));
  });

  it('shows the placeholder when there is no picture at all', () => {
    renderWithUi(<Thumbnail src={null} alt="Nothing yet" />);
    expect(screen.getByAltText('Nothing yet').getAttribute('src')).toBe(NO_PREVIEW_URL);
  });
});
