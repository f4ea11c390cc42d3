import { can, hasRole, ROLES } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';
import type { ProductFacts } from './catalog-facts';

/**
 * Who may do what with mockups. A product type's own mockups are catalogue work:
 * `productTypes.write` (Administrator, Listing). A product's own uploaded pictures belong to the
 * product: whoever may edit the product changes them (`products.write`, and a Seller only on
 * their own products, as the catalog scopes products — its `productOwnerScope`).
 */
export function mayWriteTypeMockups(user: UserContext): boolean {
  return can(user, 'productTypes.write');
}

/** Staff who work across sellers' products (the catalog's productOwnerScope answers null for them). */
function seesEveryProduct(user: UserContext): boolean {
  return !!user.isSuperAdmin || [ROLES.Administrator, ROLES.Listing, ROLES.Supporter].some((role) => hasRole(user, role));
}

export function mayEditProduct(user: UserContext, product: ProductFacts): boolean {
  return can(user, 'products.write') && (seesEveryProduct(user) || product.user_id === user.id);
}

export function mayReadProduct(user: UserContext, product: ProductFacts): boolean {
  return can(user, 'products.read') && (seesEveryProduct(user) || product.user_id === user.id);
}
