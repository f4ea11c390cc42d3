import { refuse } from '@pod/canvas-editor';
import { MOCKUP_LIMITS, MockupSettingsSchema, variantsForChips } from '@pod/artwork-scene';
import { currentMockup } from './layer-tree';
import type { MockupAction } from './types';

/**
 * An attribute's chips in 'Apply to variants' (spec 002 §2.7): the chosen options of one
 * attribute (All = every option, None = none). Choosing chips activates only the matching
 * variants: `variantIds` becomes what the chips select (the table's switches refine it after).
 */
export const setApplyToVariants: MockupAction = {
  name: 'setApplyToVariants',
  label: 'Apply to variants',
  perform(draft, { state, value, env }) {
    const { slug, values } = value as { slug: string; values: string[] };
    const attribute = env.productType.attributes.find((a) => a.slug === slug);
    const mockup = currentMockup(draft, state.view);
    if (!attribute || !mockup || !Array.isArray(values)) return refuse();
    const chosen = attribute.options.filter((option) => values.includes(option));
    const others = mockup.settings.applyToVariants.filter((a) => a.slug !== slug);
    // Every attribute is written once chips are touched, in the product type's attribute order, so
    // an attribute never chosen (all its options) and one set to None read the same everywhere.
    const applyToVariants = env.productType.attributes.map((a) =>
      a.slug === slug ? { slug, values: chosen } : (others.find((o) => o.slug === a.slug) ?? { slug: a.slug, values: [...a.options] }),
    );
    const selection = variantsForChips(env.productType.attributes, env.productType.variants, applyToVariants);
    mockup.settings.applyToVariants = applyToVariants;
    mockup.variantIds = selection.variantIds.slice(0, MOCKUP_LIMITS.maxVariantIds);
  },
};

/** A variant's active switch in the variants table. */
export const setVariantActive: MockupAction = {
  name: 'setVariantActive',
  label: 'Variant active',
  perform(draft, { state, value, env }) {
    const { variantId, active } = value as { variantId: string; active: boolean };
    const mockup = currentMockup(draft, state.view);
    if (!mockup || !env.productType.variants.some((v) => v.id === variantId)) return refuse();
    const has = mockup.variantIds.includes(variantId);
    if (active === has) return refuse();
    if (active) {
      // Kept in the product type's variant order, as the chips give them.
      const order = env.productType.variants.map((v) => v.id);
      mockup.variantIds = order.filter((id) => id === variantId || mockup.variantIds.includes(id));
    } else {
      mockup.variantIds = mockup.variantIds.filter((id) => id !== variantId);
    }
  },
};

/** defaultBgColor (a colour picker; null clears it) and changeBgColorByVariantColor (a switch). */
export const updateSettings: MockupAction = {
  name: 'updateSettings',
  label: 'Mockup settings',
  perform(draft, { state, value }) {
    const mockup = currentMockup(draft, state.view);
    const patch = value as { defaultBgColor?: string | null; changeBgColorByVariantColor?: boolean };
    if (!mockup || !patch) return refuse();
    const checked = MockupSettingsSchema.safeParse({ ...mockup.settings, ...pick(patch) });
    if (!checked.success) return refuse(checked.error.issues[0]?.message);
    if (JSON.stringify(checked.data) === JSON.stringify(mockup.settings)) return refuse();
    mockup.settings = checked.data;
  },
};

function pick(patch: { defaultBgColor?: string | null; changeBgColorByVariantColor?: boolean }) {
  return {
    ...('defaultBgColor' in patch ? { defaultBgColor: patch.defaultBgColor } : {}),
    ...('changeBgColorByVariantColor' in patch ? { changeBgColorByVariantColor: patch.changeBgColorByVariantColor } : {}),
  };
}
