import { IsNull, type DataSource, type Repository } from 'typeorm';
import { containsPattern, isUuid, notFound, ownerScope, pageArgs, type PageBounds, type UserContext } from '@pod/service-kit';
import { OrderEntity, type Order } from '../orders/order.entity';
import { CustomerEntity, type Customer } from './customer.entity';

/** Spec 000 §9: customers are listed 20 per page; at most 100 at once so a client cannot ask for the whole table. */
export const CUSTOMER_PAGES: PageBounds = { size: 20, max: 100 };

export interface CustomerFilter {
  search?: string | null;
  offset?: number | null;
  limit?: number | null;
  site_ids?: string[] | null;
}

/** Orders that brought no money: left out of lifetime value, order count and average. */
const STATS_EXCLUDED_STATUSES = ['cancelled', 'refunded'];

export interface CustomerStats {
  lifetime_value: number;
  order_count: number;
  average_order_value: number;
}

/**
 * Customers of sellers' sites. Administrators and Supporters see every customer; anyone else
 * with `customers.read` (a Seller) sees only customers of sites they own — the same split as
 * sites (`sites.readAll`), because a customer belongs to exactly one site.
 */
export class CustomersService {
  private readonly repo: Repository<Customer>;
  private readonly orders: Repository<Order>;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(CustomerEntity);
    this.orders = dataSource.getRepository(OrderEntity);
  }

  async list(user: UserContext, filter: CustomerFilter = {}): Promise<{ count: number; hits: Customer[] }> {
    const { offset, limit } = pageArgs(filter, CUSTOMER_PAGES);

    const qb = this.repo.createQueryBuilder('c');
    const sellerId = ownerScope(user, 'sites.readAll');
    if (sellerId) qb.andWhere('c.seller_id = :sellerId', { sellerId });

    const siteIds = (filter.site_ids ?? []).filter((id) => isUuid(id));
    if (filter.site_ids?.length) {
      // Unknown or malformed site ids match nothing rather than being ignored.
      if (!siteIds.length) return { count: 0, hits: [] };
      qb.andWhere('c.site_id IN (:...siteIds)', { siteIds });
    }

    const search = filter.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      const digits = search.replace(/\D/g, '');
      // Phones are stored as the shop sent them ("(555) 010-2233"); compare digits when the
      // search looks like a phone number so "5550102233" finds it too.
      const phoneDigits = digits.length >= 3 && digits.length === search.replace(/[\s()+.-]/g, '').length;
      qb.andWhere(
        `(
          coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '') ILIKE :pattern
          OR c.email ILIKE :pattern
          OR c.phone ILIKE :pattern
          ${phoneDigits ? `OR regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g') LIKE :digits` : ''}
        )`,
        { pattern, digits: `%${digits}%` },
      );
    }

    const [hits, count] = await qb
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { count, hits };
  }

  /** One customer the user may see, else NOT_FOUND (a seller cannot probe other sellers' ids). */
  async getVisible(user: UserContext, id: string): Promise<Customer> {
    const customer = isUuid(id) ? await this.repo.findOneBy({ id }) : null;
    const sellerId = ownerScope(user, 'sites.readAll');
    if (!customer || (sellerId && customer.seller_id !== sellerId)) throw notFound('Customer not found');
    return customer;
  }

  /**
   * Batch lookup for federation references, in the order asked. Not scoped by `_actor`: the
   * gateway reaches a reference only after the referencing field passed its own permission check.
   */
  async findByIds(ids: readonly string[]): Promise<Array<Customer | null>> {
    const valid = ids.filter((id) => isUuid(id));
    const rows = valid.length ? await this.repo.createQueryBuilder('c').where('c.id IN (:...ids)', { ids: valid }).getMany() : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * Lifetime value, order count and average order value from the customer's orders. Cancelled
   * and refunded orders brought no money, so they count in none of the three; an order's value
   * is its unit price times its quantity.
   */
  async stats(customerId: string): Promise<CustomerStats> {
    const [row] = isUuid(customerId)
      ? await this.orders
          .createQueryBuilder('o')
          .select('count(*)::int', 'count')
          .addSelect('coalesce(sum(o.price * o.quantity), 0)::float8', 'lifetime')
          .where('o.customer_id = :customerId', { customerId })
          .andWhere('o.status NOT IN (:...excluded)', { excluded: STATS_EXCLUDED_STATUSES })
          .andWhere('o.deleted_at IS NULL')
          .getRawMany<{ count: number; lifetime: number }>()
      : [];
    const count = row?.count ?? 0;
    const lifetime = row?.lifetime ?? 0;
    return {
      lifetime_value: round2(lifetime),
      order_count: count,
      average_order_value: count ? round2(lifetime / count) : 0,
    };
  }

  /** The customer's orders, newest first (the customer detail's orders table). */
  async ordersOf(customerId: string): Promise<Order[]> {
    if (!isUuid(customerId)) return [];
    // deleted orders (soft delete) are kept for the record but read by nobody
    return this.orders.find({ where: { customer_id: customerId, deleted_at: IsNull() }, order: { created_at: 'DESC', id: 'ASC' } });
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
