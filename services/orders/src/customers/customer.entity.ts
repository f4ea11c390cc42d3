import { EntitySchema } from 'typeorm';

/** Postal address as shops send it (spec 000 §3); stored as one jsonb value on the customer. */
export interface CustomerAddress {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  state_code?: string | null;
  country?: string | null;
  country_code?: string | null;
  zip?: string | null;
  company?: string | null;
}

export interface Customer {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  address: CustomerAddress | null;
  site_id: string;
  /** Owner of the site (a users-sites user id); sellers are scoped by it. */
  seller_id: string;
  created_at: Date;
  updated_at: Date;
}

export const CustomerEntity = new EntitySchema<Customer>({
  name: 'Customer',
  tableName: 'customers',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    first_name: { type: 'text', nullable: true },
    last_name: { type: 'text', nullable: true },
    email: { type: 'text', nullable: true },
    phone: { type: 'text', nullable: true },
    address: { type: 'jsonb', nullable: true },
    site_id: { type: 'uuid' },
    seller_id: { type: 'uuid' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
