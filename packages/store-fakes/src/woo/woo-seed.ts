import type { WooCatalogue } from './woo-catalogue';

/**
 * A deterministic store catalogue for the e2e bin and tests: 6 categories, 6 tags and
 * `productCount` products (every third one simple, the others variable with Size × Color
 * variations), so lists page (WooCommerce's default page is 10, the mapping page asks for 100).
 */
export function seedWooCatalogue(catalogue: WooCatalogue, baseUrl: string, productCount = 30): void {
  const categories = ['T-Shirts', 'Hoodies', 'Mugs', 'Posters', 'Phone Cases', 'Tote Bags'].map((name) => catalogue.addCategory(name));
  const tags = ['summer', 'vintage', 'funny', 'gift', 'bestseller', 'new'].map((name) => catalogue.addTag(name));
  const themes = ['Sunset', 'Mountain', 'Ocean Wave', 'Retro Cat', 'Coffee Lover', 'Space Dog', 'Forest', 'Pixel Heart', 'Night Owl', 'Lemon'];
  const sizes = ['S', 'M', 'L', 'XL'];
  const colors = ['Black', 'White'];
  for (let n = 1; n <= productCount; n++) {
    const category = categories[(n - 1) % categories.length];
    const name = `${themes[(n - 1) % themes.length]} ${category.name.replace(/s$/, '')} ${n}`;
    const variable = n % 3 !== 0;
    const product = catalogue.writeProduct({
      name,
      type: variable ? 'variable' : 'simple',
      status: 'publish',
      description: `<p>${name} from the fake store.</p>`,
      sku: `FAKE-${String(n).padStart(3, '0')}`,
      regular_price: variable ? '' : '19.99',
      categories: [{ id: category.id }],
      tags: [{ id: tags[(n - 1) % tags.length].id }, { id: tags[(n + 2) % tags.length].id }],
      images: [{ src: `${baseUrl}/fake-images/product-${n}.png`, name: `product-${n}` }],
      attributes: variable
        ? [
            { name: 'Size', position: 0, visible: true, variation: true, options: sizes },
            { name: 'Color', position: 1, visible: true, variation: true, options: colors },
          ]
        : [],
    });
    if (!variable) continue;
    for (const size of sizes) {
      for (const color of colors) {
        catalogue.writeVariation(product, {
          sku: `${product.sku}-${size}-${color}`.toUpperCase(),
          regular_price: (21 + sizes.indexOf(size)).toFixed(2),
          status: 'publish',
          attributes: [
            { name: 'Size', option: size },
            { name: 'Color', option: color },
          ],
        });
      }
    }
  }
}
