/** Role names exactly as the specs spell them; they are stored by name in the users service. */
export const ROLES = {
  Administrator: 'Administrator',
  Seller: 'Seller',
  Supplier: 'Supplier',
  Supporter: 'Supporter',
  Listing: 'Listing',
  Accounting: 'Accounting',
  Designs: 'Designs',
  Authenticated: 'Authenticated',
} as const;

export type RoleName = (typeof ROLES)[keyof typeof ROLES];

export const ALL_ROLES: RoleName[] = Object.values(ROLES);

/** "Authenticated" exists but is hidden from role choices and filters (spec 000 §1). */
export const HIDDEN_ROLES: RoleName[] = [ROLES.Authenticated];

export const SELECTABLE_ROLES: RoleName[] = ALL_ROLES.filter((r) => !HIDDEN_ROLES.includes(r));

export function isRoleName(value: string): value is RoleName {
  return (ALL_ROLES as string[]).includes(value);
}
