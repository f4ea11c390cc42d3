import type { RemoteRoute } from '@pod/platform';
import { SitesPage } from './pages/sites/list/SitesPage';
import { SiteSettingsPage } from './pages/sites/settings/SiteSettingsPage';
import { StoreMappingPage } from './pages/sites/mapping/StoreMappingPage';
import { VariantsPage } from './pages/product-types/variants/VariantsPage';
import { CategoriesPage } from './pages/categories/CategoriesPage';
import { CategoryFormPage } from './pages/categories/CategoryFormPage';
import { ProductTypesPage } from './pages/product-types/list/ProductTypesPage';
import { ProductTypeEditorPage } from './pages/product-types/editor/ProductTypeEditorPage';
import { ProductsPage } from './pages/products/list/ProductsPage';
import { PushingPage } from './pages/products/pushing/PushingPage';
import { ProductTypePickerPage } from './pages/products/picker/ProductTypePickerPage';
import { CloneProductPage, CreateProductPage, EditProductPage } from './pages/products/form/ProductFormPages';

/**
 * The pages this remote serves; `path` is the pattern from @pod/contracts ROUTES (owner
 * mfe-catalog). The shell applies the access guard and layout.
 */
const routes: RemoteRoute[] = [
  { path: '/sites', Component: SitesPage },
  { path: '/sites/:id/settings', Component: SiteSettingsPage },
  { path: '/sites/:id/mapping-products', Component: StoreMappingPage },
  { path: '/admin/product-types/:id/variants', Component: VariantsPage },
  { path: '/admin/categories', Component: CategoriesPage },
  { path: '/admin/category/add', Component: CategoryFormPage },
  { path: '/admin/category/edit/:id', Component: CategoryFormPage },
  { path: '/admin/product-types', Component: ProductTypesPage },
  { path: '/product-types', Component: ProductTypesPage },
  { path: '/admin/product-types/add', Component: ProductTypeEditorPage },
  { path: '/admin/product-types/edit/:id', Component: ProductTypeEditorPage },
  { path: '/products', Component: ProductsPage },
  { path: '/products/pushing', Component: PushingPage },
  { path: '/products/add/step1', Component: ProductTypePickerPage },
  { path: '/products/add/step2/:ids', Component: CreateProductPage },
  { path: '/products/clone/:product_id/:id', Component: CloneProductPage },
  { path: '/products/edit/:id', Component: EditProductPage },
];

export default routes;
