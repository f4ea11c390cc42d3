// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithUi } from '@pod/platform/testing';
import type { PrintCheckResult } from '../../shared/queries';
import { PrintCheckModal } from './PrintCheckModal';
import type { PrintCheckTarget } from './printCheckRules';

afterEach(cleanup);

const box = (x: number, y: number, w: number, h: number) => [{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }];
const layer = (over: Partial<PrintCheckResult['layers'][number]>): PrintCheckResult['layers'][number] => ({
  id: 'l', title: 'Layer', kind: 'image', effectiveDpi: 300, lowDpi: false, crossesEdge: false, corners: box(0, 0, 100, 100), ...over,
});
const target: PrintCheckTarget = {
  name: 'Front', width: 4500, height: 5400, dpi: 300,
  variants: [{ id: 'v1', label: 'Black / S' }, { id: 'v2', label: 'White / M' }],
};
const check = (layers: PrintCheckResult['layers']): PrintCheckResult => ({
  artworkID: 'a1', version: 3, width: 1500, height: 1800, lowDpiThreshold: 150, issues: layers.filter((l) => l.lowDpi || l.crossesEdge).length, layers,
});

describe('PrintCheckModal', () => {
  it('outlines the soft and cut layers, says what is wrong with each and marks the print area\'s variants', () => {
    const layers = [
      layer({ id: 'bg', title: 'Background', effectiveDpi: 200 }),
      layer({ id: 'photo', title: 'Photo', effectiveDpi: 96.4, lowDpi: true, corners: box(300, 300, 1000, 1200) }),
      layer({ id: 'name', title: 'Name', kind: 'text', effectiveDpi: null, crossesEdge: true, corners: box(1400, 20, 300, 60) }),
    ];
    renderWithUi(<PrintCheckModal open onClose={() => {}} target={target} artworkTitle="Dog mom" previewSrc="/p.png" check={check(layers)} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Print check: Front')).toBeTruthy();
    expect(within(dialog).getByText('2 layers print badly on Front')).toBeTruthy();

    const list = within(dialog).getByLabelText('Layers with issues');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['PhotoSoft: 96 dpi (below 150)', 'NameCut off at the edge']);

    // The picture: one box per bad layer in artwork units, the soft one labelled with its dpi
    const soft = dialog.querySelector('[data-testid="print-check-box-photo"]')!;
    expect(soft.getAttribute('data-problem')).toBe('soft');
    expect(soft.querySelector('polygon')!.getAttribute('points')).toBe('300,300 1300,300 1300,1500 300,1500');
    expect(soft.querySelector('text')!.textContent).toBe('96 dpi');
    expect(dialog.querySelector('[data-testid="print-check-box-name"]')!.getAttribute('data-problem')).toBe('cut');
    expect(dialog.querySelector('[data-testid="print-check-box-bg"]')).toBeNull();
    expect(within(dialog).getByRole('img', { name: 'Print check' }).getAttribute('viewBox')).toBe('0 0 1500 1800');

    const variants = within(dialog).getByLabelText('Variants');
    expect(within(variants).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Black / S2 issues', 'White / M2 issues']);
  });

  it('says every layer prints well and marks the variants OK', () => {
    renderWithUi(<PrintCheckModal open onClose={() => {}} target={target} artworkTitle="Dog mom" previewSrc={undefined} check={check([layer({ id: 'bg' })])} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Every layer prints at 150 dpi or more and inside the print area')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Layers with issues')).toBeNull();
    expect(within(within(dialog).getByLabelText('Variants')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Black / SOK', 'White / MOK']);
    expect(dialog.querySelectorAll('polygon')).toHaveLength(0);
  });

  it('names an image whose resolution could not be read', () => {
    renderWithUi(<PrintCheckModal open onClose={() => {}} target={target} artworkTitle="Dog mom" previewSrc={undefined} check={check([layer({ id: 'u', title: 'Upload', effectiveDpi: null })])} />);
    expect(screen.getByText('The resolution of Upload could not be read.')).toBeTruthy();
  });
});
