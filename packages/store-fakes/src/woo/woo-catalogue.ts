import type { WooMeta, WooProduct, WooProductAttribute, WooTerm, WooVariation, WooWebhook } from './woo-types';

export interface WooCatalogueState {
  nextId: number;
  products: WooProduct[];
  variations: Array<[number, WooVariation[]]>;
  categories: WooTerm[];
  tags: WooTerm[];
  webhooks: WooWebhook[];
}

/**
 * The store's data: products with their variations, categories, tags and webhooks, and the
 * rules the REST API applies when writing them (ids, slugs, meta_data merged by key).
 */
export class WooCatalogue {
  readonly products = new Map<number, WooProduct>();
  readonly variations = new Map<number, WooVariation[]>();
  readonly categories: WooTerm[] = [];
  readonly tags: WooTerm[] = [];
  readonly webhooks: WooWebhook[] = [];
  private nextId = 1000;

  constructor(private readonly baseUrl: () => string) {}

  id(): number {
    return this.nextId++;
  }

  /** Everything the store holds, as plain data (a store that keeps its state between runs saves this). */
  snapshot(): WooCatalogueState {
    return {
      nextId: this.nextId,
      products: [...this.products.values()],
      variations: [...this.variations.entries()],
      categories: this.categories,
      tags: this.tags,
      webhooks: this.webhooks,
    };
  }

  /** Takes back a snapshot (before the store listens; replaces whatever is there). */
  restore(state: WooCatalogueState): void {
    this.nextId = state.nextId;
    this.products.clear();
    for (const product of state.products) this.products.set(product.id, product);
    this.variations.clear();
    for (const [productId, list] of state.variations) this.variations.set(productId, list);
    this.categories.splice(0, this.categories.length, ...state.categories);
    this.tags.splice(0, this.tags.length, ...state.tags);
    this.webhooks.splice(0, this.webhooks.length, ...state.webhooks);
  }

  addCategory(name: string, parent = 0): WooTerm {
    const term = { id: this.id(), name, slug: slugify(name), count: 0, parent };
    this.categories.push(term);
    return term;
  }

  addTag(name: string): WooTerm {
    const term = { id: this.id(), name, slug: slugify(name), count: 0 };
    this.tags.push(term);
    return term;
  }

  /** Creates or updates a product from a REST body (fields absent from the body are kept). */
  writeProduct(body: Record<string, any>, existing?: WooProduct): WooProduct {
    const now = new Date().toISOString().slice(0, 19);
    const id = existing?.id ?? this.id();
    const name = body.name ?? existing?.name ?? 'Product';
    const slug = body.slug ?? existing?.slug ?? `${slugify(name) || 'product'}-${id}`;
    const product: WooProduct = {
      id,
      name,
      slug,
      permalink: `${this.baseUrl()}/product/${slug}/`,
      date_created: existing?.date_created ?? now,
      date_modified: now,
      type: body.type ?? existing?.type ?? 'simple',
      status: body.status ?? existing?.status ?? 'publish',
      description: body.description ?? existing?.description ?? '',
      short_description: body.short_description ?? existing?.short_description ?? '',
      sku: body.sku ?? existing?.sku ?? '',
      regular_price: body.regular_price ?? existing?.regular_price ?? '',
      sale_price: body.sale_price ?? existing?.sale_price ?? '',
      price: '',
      categories: body.categories ? this.resolveTerms(this.categories, body.categories) : existing?.categories ?? [],
      tags: body.tags ? this.resolveTerms(this.tags, body.tags) : existing?.tags ?? [],
      images: body.images ? body.images.map((img: Record<string, any>, index: number) => ({ id: img.id ?? this.id(), src: img.src ?? '', name: img.name ?? `image-${index}`, alt: img.alt ?? '' })) : existing?.images ?? [],
      attributes: body.attributes
        ? body.attributes.map((a: Record<string, any>, index: number): WooProductAttribute => ({
            id: a.id ?? 0,
            name: a.name ?? '',
            position: a.position ?? index,
            visible: a.visible ?? false,
            variation: a.variation ?? false,
            options: (a.options ?? []).map(String),
          }))
        : existing?.attributes ?? [],
      variations: existing?.variations ?? [],
      meta_data: mergeMeta(existing?.meta_data ?? [], body.meta_data, () => this.id()),
    };
    product.price = product.sale_price || product.regular_price;
    this.products.set(id, product);
    this.recount();
    return product;
  }

  deleteProduct(id: number): WooProduct | undefined {
    const product = this.products.get(id);
    this.products.delete(id);
    this.variations.delete(id);
    this.recount();
    return product;
  }

  writeVariation(product: WooProduct, body: Record<string, any>, existing?: WooVariation): WooVariation {
    const now = new Date().toISOString().slice(0, 19);
    const id = existing?.id ?? this.id();
    const variation: WooVariation = {
      id,
      date_created: existing?.date_created ?? now,
      date_modified: now,
      description: body.description ?? existing?.description ?? '',
      permalink: `${product.permalink}?variation_id=${id}`,
      sku: body.sku ?? existing?.sku ?? '',
      regular_price: body.regular_price ?? existing?.regular_price ?? '',
      sale_price: body.sale_price ?? existing?.sale_price ?? '',
      price: '',
      status: body.status ?? existing?.status ?? 'publish',
      image: body.image ? { id: body.image.id ?? this.id(), src: body.image.src ?? '', name: '', alt: '' } : existing?.image ?? null,
      attributes: body.attributes ? body.attributes.map((a: Record<string, any>) => ({ id: a.id ?? 0, name: a.name ?? '', option: String(a.option ?? '') })) : existing?.attributes ?? [],
      meta_data: mergeMeta(existing?.meta_data ?? [], body.meta_data, () => this.id()),
    };
    variation.price = variation.sale_price || variation.regular_price;
    const list = this.variations.get(product.id) ?? [];
    const index = list.findIndex((v) => v.id === id);
    if (index >= 0) list[index] = variation;
    else list.push(variation);
    this.variations.set(product.id, list);
    product.variations = list.map((v) => v.id);
    return variation;
  }

  deleteVariation(product: WooProduct, id: number): WooVariation | undefined {
    const list = this.variations.get(product.id) ?? [];
    const index = list.findIndex((v) => v.id === id);
    if (index < 0) return undefined;
    const [removed] = list.splice(index, 1);
    product.variations = list.map((v) => v.id);
    return removed;
  }

  /** `[{id}]` or `[{name}]` → full term references; unknown ids are dropped as WooCommerce does. */
  private resolveTerms(terms: WooTerm[], refs: Array<{ id?: number; name?: string }>) {
    return refs
      .map((ref) => terms.find((t) => (ref.id != null ? t.id === Number(ref.id) : t.name === ref.name)))
      .filter((t): t is WooTerm => !!t)
      .map(({ id, name, slug }) => ({ id, name, slug }));
  }

  private recount(): void {
    for (const term of [...this.categories, ...this.tags]) term.count = 0;
    for (const product of this.products.values()) {
      for (const ref of [...product.categories, ...product.tags]) {
        const term = this.categories.find((t) => t.id === ref.id) ?? this.tags.find((t) => t.id === ref.id);
        if (term) term.count += 1;
      }
    }
  }
}

/** WooCommerce merges meta_data: an entry with an id updates that entry, else the entry with the same key. */
function mergeMeta(existing: WooMeta[], incoming: Array<{ id?: number; key?: string; value?: unknown }> | undefined, nextId: () => number): WooMeta[] {
  const merged = existing.map((m) => ({ ...m }));
  for (const entry of incoming ?? []) {
    const target = merged.find((m) => (entry.id != null ? m.id === Number(entry.id) : m.key === entry.key));
    if (target) target.value = entry.value;
    else if (entry.key) merged.push({ id: nextId(), key: entry.key, value: entry.value });
  }
  return merged;
}

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-');
}
