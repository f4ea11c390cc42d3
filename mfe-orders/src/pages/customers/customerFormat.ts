/** Display helpers shared by the customer list and detail pages. */

export interface PersonName {
  first_name: string | null;
  last_name: string | null;
}

export interface LocationParts {
  city?: string | null;
  state?: string | null;
  country?: string | null;
}

/** "Emily Johnson"; a customer the shop sent without a name shows as "(no name)". */
export function customerName(c: PersonName): string {
  return [c.first_name, c.last_name].filter(Boolean).join(' ') || '(no name)';
}

/** "Austin, Texas, United States": the parts that are present, comma separated. */
export function customerLocation(address: LocationParts | null | undefined): string {
  if (!address) return '';
  return [address.city, address.state, address.country].filter(Boolean).join(', ');
}
