import { EntitySchema } from 'typeorm';

/** A customer (seller) level: a discount tier reached at a total order count (spec 001 §3). */
export interface UserLevel {
  id: string;
  name: string;
  order_total: number;
  discount: number;
  status: boolean;
  creater_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export const UserLevelEntity = new EntitySchema<UserLevel>({
  name: 'UserLevel',
  tableName: 'user_levels',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    name: { type: 'text' },
    order_total: { type: 'int' },
    // numeric keeps 0.1 steps exact; pg returns it as a string, so convert on read.
    discount: { type: 'numeric', precision: 4, scale: 1, transformer: { to: (v: number) => v, from: (v: string | null) => (v == null ? v : Number(v)) } },
    status: { type: 'boolean', default: true },
    creater_id: { type: 'uuid', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
