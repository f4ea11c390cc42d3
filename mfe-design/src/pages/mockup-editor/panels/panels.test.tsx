// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Flex } from 'antd';
import { createMockupEditor, type MockupEditor } from '../actions';
import { PRODUCT_TYPE, sampleMockup } from '../actions/mockup-harness.test-helper';
import { renderWithPlatform } from '../../artwork-design/panels/testing/harness';
import { AddLayerBar } from './AddLayerBar';
import { LayerList } from './LayerList';
import { LayerPanel } from './LayerPanel';
import { SettingsTab } from './SettingsTab';

afterEach(cleanup);

// jsdom has no layout; antd's virtual lists only need the constructor to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function editor(): MockupEditor {
  let n = 0;
  return createMockupEditor({ mockups: [sampleMockup()] }, 0, { newId: () => `n${++n}`, productType: PRODUCT_TYPE }, () => undefined);
}

const mockup = (e: MockupEditor) => e.getState().doc.mockups[0];

describe('mockup editor panels', () => {
  it('Printareas: the menu offers the product type’s print areas, the list shows the new box on top, its Layer Settings enable the clipping mask', { timeout: 60_000 }, async () => {
    const e = editor();
    renderWithPlatform(
      <Flex vertical>
        <AddLayerBar editor={e} productType={PRODUCT_TYPE} />
        <LayerList editor={e} />
        <LayerPanel editor={e} />
      </Flex>,
    );
    expect(screen.getByText('Select a layer to see its settings')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add Printarea/ }));
    expect((await screen.findByRole('menuitem', { name: /Back \(no size yet\)/ })).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Front (4500 × 5400)' }));
    expect(e.getState().selection).toEqual(['n1']);
    const rows = [...document.querySelectorAll('[data-testid^="layer-row-"]')].map((r) => r.getAttribute('data-testid'));
    expect(rows.slice(0, 2)).toEqual(['layer-row-n1', 'layer-row-pa']);

    const settings = await screen.findByRole('region', { name: 'Layer Settings' });
    expect(within(settings).queryByRole('spinbutton', { name: 'Mask width' })).toBeNull();
    fireEvent.click(within(settings).getByRole('switch', { name: 'Enable clipping mask' }));
    const added = mockup(e).layers.at(-1)!;
    expect(added).toMatchObject({ clippingMaskEnable: true, clippingMask: { x: 0, y: 0, width: added.width, height: added.height } });
    fireEvent.change(within(settings).getByRole('spinbutton', { name: 'Mask width' }), { target: { value: '100' } });
    expect(mockup(e).layers.at(-1)).toMatchObject({ clippingMask: { width: 100 } });
    expect(screen.getByRole('region', { name: 'Preview' }).textContent).toContain('No artwork');
    expect(screen.getByRole('button', { name: 'Select Artwork' })).toBeTruthy();
  });

  it('the layer list hides, renames and selects through the editor', { timeout: 60_000 }, async () => {
    const e = editor();
    renderWithPlatform(<LayerList editor={e} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide Shadow' }));
    expect(mockup(e).layers[0].visible).toBe(false);
    expect(screen.getByRole('button', { name: 'Show Shadow' })).toBeTruthy();
    fireEvent.doubleClick(screen.getByText('Shadow'));
    const field = screen.getByRole('textbox', { name: 'Layer name' });
    fireEvent.change(field, { target: { value: 'Soft shadow' } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(mockup(e).layers[0].title).toBe('Soft shadow');
    fireEvent.click(screen.getByText('Front'));
    expect(e.getState().selection).toEqual(['pa']);
  });

  it('Settings: chips activate only the matching variants, "Not available" marks a missing combination, None empties the table', { timeout: 60_000 }, async () => {
    const e = editor();
    renderWithPlatform(<SettingsTab editor={e} productType={PRODUCT_TYPE} />);
    const table = screen.getByRole('region', { name: 'Apply to variants' });
    // Never set: every chip shown chosen, every combination listed, no variant active yet.
    expect(within(table).getByText('White / M').closest('tr')!.textContent).toContain('Not available');
    expect(within(table).getAllByRole('switch').map((s) => s.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);

    fireEvent.click(within(screen.getByRole('group', { name: 'Color' })).getByText('White'));
    expect(mockup(e).variantIds).toEqual(['v-bs', 'v-bm']);
    expect(within(table).queryByText('White / S')).toBeNull();
    expect(within(table).getAllByRole('switch').map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'true']);

    fireEvent.click(within(table).getByRole('switch', { name: 'Active Black / M' }));
    expect(mockup(e).variantIds).toEqual(['v-bs']);

    fireEvent.click(within(table).getByRole('button', { name: 'None Size' }));
    expect(mockup(e).variantIds).toEqual([]);
    expect(within(table).getByText('No variants chosen')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'All Size' }));
    fireEvent.click(within(table).getByRole('button', { name: 'All Color' }));
    expect(mockup(e).variantIds).toEqual(['v-bs', 'v-bm', 'v-ws']);

    fireEvent.click(screen.getByRole('switch', { name: 'Change background colour by variant colour' }));
    expect(mockup(e).settings.changeBgColorByVariantColor).toBe(true);
    act(() => void e.undo());
    expect(screen.getByRole('switch', { name: 'Change background colour by variant colour' }).getAttribute('aria-checked')).toBe('false');
  });
});
