import DataLoader from 'dataloader';
import type { Category } from '../categories/category.entity';
import type { ProductTypeVariant } from '../variants/product-type-variant.entity';
import type { VariantsService } from '../variants/variants.service';
import type { PrintArea } from './print-area.entity';
import type { ProductType } from './product-type.entity';
import type { BaseCostRange, ProductTypesService } from './product-types.service';

/**
 * Per-request batch loaders: a page of 1000 types resolves its categories, print areas,
 * variants and cost ranges in one query each, never one per type.
 */
export function createProductTypeLoaders(services: { productTypes: ProductTypesService; variants: VariantsService }) {
  return {
    productType: new DataLoader<string, ProductType | null>((ids) => services.productTypes.findByIds(ids)),
    categoriesOfType: new DataLoader<string, Category[]>((ids) => services.productTypes.categoriesOf(ids)),
    printAreasOfType: new DataLoader<string, PrintArea[]>((ids) => services.productTypes.printAreasOf(ids)),
    baseCostRange: new DataLoader<string, BaseCostRange>((ids) => services.productTypes.baseCostRanges(ids)),
    variant: new DataLoader<string, ProductTypeVariant | null>((ids) => services.variants.findByIds(ids)),
    variantsOfType: new DataLoader<string, ProductTypeVariant[]>((ids) => services.variants.ofTypes(ids)),
  };
}

export type ProductTypeLoaders = ReturnType<typeof createProductTypeLoaders>;

/** The product types of these ids that exist, in the order asked; unknown ids are left out. */
export async function knownProductTypes(loaders: ProductTypeLoaders, ids: readonly string[]): Promise<ProductType[]> {
  return (await loaders.productType.loadMany(ids)).filter((t): t is ProductType => !!t && !(t instanceof Error));
}
