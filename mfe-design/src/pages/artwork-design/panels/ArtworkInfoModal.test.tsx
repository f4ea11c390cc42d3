// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ArtworkInfoModal } from './ArtworkInfoModal';
import { TemplateTitleModal } from './TemplateTitleModal';
import { renderWithPlatform } from './testing/harness';

afterEach(cleanup);

describe('ArtworkInfoModal', () => {
  it("refuses empty fields with the spec's messages as spelled, and hands back the values on Update", { timeout: 60_000 }, async () => {
    const onUpdate = vi.fn(() => true);
    const onClose = vi.fn();
    renderWithPlatform(<ArtworkInfoModal open info={{ title: '', categories: [], width: 0, height: 0 }} onUpdate={onUpdate} onClose={onClose} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Width' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Height' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Artwork title is requried')).toBeTruthy();
    expect(await screen.findByText('Artwork with is required')).toBeTruthy();
    expect(await screen.findByText('Artwork height is required')).toBeTruthy();
    expect(onUpdate).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: ' Mug ' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Width' }), { target: { value: '1200' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Height' }), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(onUpdate).toHaveBeenCalledWith({ title: 'Mug', categoryIds: [], width: 1200, height: 800 }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('TemplateTitleModal', () => {
  it('requires a title', { timeout: 60_000 }, async () => {
    const onSave = vi.fn();
    renderWithPlatform(<TemplateTitleModal heading="Add template" initial="" onSave={onSave} onClose={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Template title' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template title is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
