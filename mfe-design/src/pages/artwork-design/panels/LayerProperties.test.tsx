// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Layer, TextLayer } from '@pod/artwork-scene';
import { MockupOrderingPanel } from './MockupOrderingPanel';
import { TextPanel } from './TextPanel';
import { LayerProperties } from './LayerProperties';
import { PLEASE_SELECT_OPTION } from './ConditionRuleRow';
import { NOT_AVAILABLE_YET, GeneratorFlags } from './GeneratorFlags';
import { IMAGE_GENERATOR_FLAGS } from './generators';
import { fixtureArtwork, layerOf, renderWithPlatform } from './testing/harness';

afterEach(cleanup);

const artwork = fixtureArtwork();

function renderPanel(layer: Layer, { locked = false }: { locked?: boolean } = {}) {
  const onChange = vi.fn();
  const view = renderWithPlatform(<LayerProperties layer={layer} artwork={artwork} locked={locked} onChange={onChange} />);
  return { ...view, onChange };
}

/** Opens an antd Select by its aria-label and returns the labels of its options. */
async function openSelect(user: ReturnType<typeof userEvent.setup>, label: string): Promise<string[]> {
  await user.click(screen.getByRole('combobox', { name: label }));
  await screen.findByRole('listbox');
  const shown = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  return [...new Set([...shown].map((o) => o.getAttribute('title') ?? o.textContent ?? ''))];
}

describe('LayerProperties', () => {
  it('commits a burst of typing as one debounced patch (one undo step) with the text in the active value', { timeout: 60_000 }, async () => {
    const { onChange } = renderPanel(layerOf(artwork, 'name'));
    const text = screen.getByRole('textbox', { name: 'Text' });
    // Three changes in one synchronous burst: no timer can run between them.
    for (const typed of ['Z', 'Zo', 'Zoe']) fireEvent.change(text, { target: { value: typed } });
    expect(onChange).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ values: [{ active: true, text: 'Zoe' }] });
  });

  // Smaller trees than the whole properties column: jsdom renders antd slowly on a busy machine.
  it.each([
    ['Stroke width', '15', { strokeWidth: 10 }],
    ['Line height', '12', { lineHeight: 10 }],
  ] as const)('holds %s inside its bounds (typed %s)', { timeout: 120_000 }, async (label, typed, patch) => {
    const onChange = vi.fn();
    renderWithPlatform(<TextPanel layer={layerOf(artwork, 'name') as TextLayer} locked={false} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: label });
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(patch));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  // Each bound on a fresh panel whose layer sits inside the range, so the clamped value is always a change.
  it.each([
    ['150', 99],
    ['-3', 0],
  ])('holds ordering to 0–99: %s becomes %d', { timeout: 120_000 }, async (typed, clamped) => {
    const onChange = vi.fn();
    renderWithPlatform(<MockupOrderingPanel layer={{ ...layerOf(artwork, 'logo'), ordering: 50 }} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Ordering' });
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith({ ordering: clamped }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('turning hidden on clears the dependency and the personalisation in one patch', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const { onChange } = renderPanel(layerOf(artwork, 'name'));
    await user.click(screen.getByRole('switch', { name: 'Hidden' }));
    expect(onChange).toHaveBeenCalledWith({ hidden: true, dependOnLayer: null, personalized: expect.objectContaining({ enable: false, label: 'Your name' }) });
  });

  it('disables personalisation while hidden and offers only same-type personalised layers to depend on', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    renderPanel(layerOf(artwork, 'copy'));
    expect(screen.getByRole('switch', { name: 'Personalized' }).hasAttribute('disabled')).toBe(true);
    const choices = await openSelect(user, 'Depend on layer');
    expect(choices.sort()).toEqual(['Inner', 'Motto', 'Name']);
  });

  it('lists only eligible condition targets and asks to select an option when a rule points elsewhere', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const layer = { ...layerOf(artwork, 'logo'), condition: { enable: true, action: 'show' as const, match: 'all' as const, rules: [{ option: 'gone', logic: '=' as const, value: 'x' }] } };
    const { onChange } = renderPanel(layer);
    expect(screen.getByText(PLEASE_SELECT_OPTION)).toBeTruthy();
    const choices = await openSelect(user, 'Rule 1 layer');
    expect(choices.sort()).toEqual(['Colour', 'Inner', 'Motto', 'Name']);
    await user.click(screen.getByTitle('Colour'));
    expect(onChange).toHaveBeenLastCalledWith({ condition: { enable: true, action: 'show', match: 'all', rules: [{ option: 'colour', logic: '=', value: '' }] } });
  });

  it('switches the action and match of a condition as a whole block', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const layer = { ...layerOf(artwork, 'logo'), condition: { enable: true, action: 'show' as const, match: 'all' as const, rules: [] } };
    const { onChange } = renderPanel(layer);
    await user.click(screen.getByText('Hide'));
    expect(onChange).toHaveBeenLastCalledWith({ condition: { enable: true, action: 'hide', match: 'all', rules: [] } });
    await user.click(screen.getByText('None'));
    expect(onChange).toHaveBeenLastCalledWith({ condition: { enable: true, action: 'show', match: 'none', rules: [] } });
  });

  it('disables Exclude from mockup for Option, Group and personalised layers, and sets it on others', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    for (const id of ['colour', 'box', 'name']) {
      renderPanel(layerOf(artwork, id));
      expect(screen.getByRole('checkbox', { name: 'Exclude from mockup' }).hasAttribute('disabled')).toBe(true);
      cleanup();
    }
    const { onChange } = renderPanel(layerOf(artwork, 'logo'));
    await user.click(screen.getByRole('checkbox', { name: 'Exclude from mockup' }));
    expect(onChange).toHaveBeenCalledWith({ excludeMockup: true });
  });

  it('makes exactly one option the default', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const { onChange } = renderPanel(layerOf(artwork, 'colour'));
    await user.click(screen.getByRole('radio', { name: 'Option 2 default' }));
    expect(onChange).toHaveBeenCalledWith({
      options: [
        { label: 'Red', value: 'red', default: false },
        { label: 'Blue', value: 'blue', default: true },
      ],
    });
  });

  it('switches a filter on with its neutral value and replaces both filter blocks', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const { onChange } = renderPanel(layerOf(artwork, 'logo'));
    await user.click(screen.getByRole('checkbox', { name: 'Pixelate' }));
    expect(onChange).toHaveBeenCalledWith({ _filtersMethods: ['Pixelate'], _filters: { pixelate: 1 } });
  });

  it('disables every control while the artwork is locked', { timeout: 60_000 }, () => {
    renderPanel(layerOf(artwork, 'name'), { locked: true });
    const controls = ['textbox', 'spinbutton', 'switch', 'combobox', 'checkbox', 'radio', 'button'].flatMap((role) => screen.queryAllByRole(role));
    expect(controls.length).toBeGreaterThan(15);
    const enabled = controls.filter((c) => !c.hasAttribute('disabled') && !c.closest('.ant-select-disabled, .ant-input-number-disabled, .ant-color-picker-trigger-disabled'));
    expect(enabled.map((c) => c.getAttribute('aria-label') ?? c.textContent)).toEqual([]);
  });
});

describe('GeneratorFlags', () => {
  it('lists every flag of §2.9 as not available yet until a generator is registered', () => {
    renderWithPlatform(<GeneratorFlags layer={layerOf(artwork, 'logo') as never} locked={false} onChange={() => {}} />);
    expect(screen.getAllByText(NOT_AVAILABLE_YET)).toHaveLength(IMAGE_GENERATOR_FLAGS.length);
    for (const flag of IMAGE_GENERATOR_FLAGS) expect(screen.getByTestId(`generator-${flag}`).querySelector('.ant-switch-disabled')).toBeTruthy();
  });

  it('lets a registered generator be switched on and shows its settings', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const registry = { imageMap: { Settings: () => <p>map settings</p> } };
    const { rerender } = renderWithPlatform(<GeneratorFlags layer={layerOf(artwork, 'logo') as never} locked={false} onChange={onChange} generators={registry} />);
    expect(screen.getAllByText(NOT_AVAILABLE_YET)).toHaveLength(IMAGE_GENERATOR_FLAGS.length - 1);
    await user.click(screen.getByRole('switch', { name: 'Map' }));
    expect(onChange).toHaveBeenCalledWith({ imageMap: true });
    rerender(<GeneratorFlags layer={{ ...layerOf(artwork, 'logo'), imageMap: true } as never} locked={false} onChange={onChange} generators={registry} />);
    expect(screen.getByText('map settings')).toBeTruthy();
  });
});
