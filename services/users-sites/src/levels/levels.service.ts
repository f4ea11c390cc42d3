import type { DataSource } from 'typeorm';
import { badInput, notFound, type UserContext } from '@pod/service-kit';
import { isUuid } from '@pod/service-kit';
import { text } from '../users/user-validation';
import { UserLevelEntity, type UserLevel } from './user-level.entity';

/** Limits of spec 001 §5/§9 "User level". */
export const LEVEL_LIMITS = { orderTotalMax: 100_000, discountMax: 100, discountStep: 0.1 };

export interface UserLevelInput {
  name?: string | null;
  order_total?: number | null;
  discount?: number | null;
  status?: boolean | null;
}

/** Customer (seller) levels: discount tiers reached at a total order count. */
export class LevelsService {
  constructor(private readonly db: DataSource) {}

  async list(filter: { status?: boolean | null } = {}): Promise<UserLevel[]> {
    return this.db.getRepository(UserLevelEntity).find({
      where: filter.status == null ? {} : { status: filter.status },
      order: { order_total: 'ASC', name: 'ASC' },
    });
  }

  async create(user: UserContext, input: UserLevelInput): Promise<UserLevel> {
    const values = validateLevel(input, true);
    return this.db.getRepository(UserLevelEntity).save({ ...values, status: input.status ?? true, creater_id: user.id } as UserLevel);
  }

  async update(id: string, input: UserLevelInput): Promise<UserLevel> {
    const level = await this.get(id);
    const values = validateLevel(input, false);
    if (input.status != null) values.status = input.status;
    return this.db.getRepository(UserLevelEntity).save({ ...level, ...values });
  }

  /** Deletes the level; its users simply have no level any more. */
  async delete(id: string): Promise<boolean> {
    await this.get(id);
    await this.db.getRepository(UserLevelEntity).delete({ id });
    return true;
  }

  async get(id: string): Promise<UserLevel> {
    const level = isUuid(id) ? await this.db.getRepository(UserLevelEntity).findOneBy({ id }) : null;
    if (!level) throw notFound('Level not found');
    return level;
  }
}

/** Checks the fields given (all of them on create) with the form's messages. */
function validateLevel(input: UserLevelInput, creating: boolean): Partial<UserLevel> {
  const out: Partial<UserLevel> = {};
  if (creating || input.name !== undefined) {
    const name = text(input.name);
    if (!name) throw badInput('Please enter name of level!', 'name');
    out.name = name;
  }
  if (creating || input.order_total !== undefined) {
    const total = input.order_total;
    if (total == null) throw badInput('Please enter total order!', 'order_total');
    if (!Number.isInteger(total) || total < 0 || total > LEVEL_LIMITS.orderTotalMax) {
      throw badInput(`Total order must be a whole number from 0 to ${LEVEL_LIMITS.orderTotalMax}`, 'order_total');
    }
    out.order_total = total;
  }
  if (creating || input.discount !== undefined) {
    const discount = input.discount;
    if (discount == null) throw badInput('Please enter discount!', 'discount');
    if (!Number.isFinite(discount) || discount < 0 || discount > LEVEL_LIMITS.discountMax) {
      throw badInput(`Discount must be from 0 to ${LEVEL_LIMITS.discountMax}`, 'discount');
    }
    if (Math.abs(discount * 10 - Math.round(discount * 10)) > 1e-9) throw badInput('Discount must be a multiple of 0.1', 'discount');
    out.discount = Math.round(discount * 10) / 10;
  }
  return out;
}
