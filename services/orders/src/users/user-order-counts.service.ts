import type { DataSource } from 'typeorm';
import { can } from '@pod/contracts';
import { isUuid, type UserContext } from '@pod/service-kit';

/**
 * `User.totalOrder`: how many orders each user sells (orders whose `seller_id` is the user),
 * counting every status and leaving out deleted orders. Private like the user's own fields in
 * users-sites: users.manage staff read anyone's, a user their own, anyone else null.
 */
export class UserOrderCountsService {
  constructor(private readonly db: DataSource) {}

  /** Each id's count (0 without orders) when `user` may read it, else null; one query for all. */
  async totalOrders(user: UserContext | null, userIds: readonly string[]): Promise<Array<number | null>> {
    const readable = (id: string) => !!user && isUuid(id) && (id === user.id || can(user, 'users.manage'));
    const wanted = [...new Set(userIds.filter(readable))];
    const counts = new Map<string, number>();
    if (wanted.length) {
      // The list's tab counters (order_status_counts, kept by the orders row trigger in the same
      // transaction, deleted orders excluded): a few rows per seller instead of every order.
      const rows: { seller_id: string; n: string }[] = await this.db.query(
        `SELECT seller_id, sum(count) AS n
           FROM "orders"."order_status_counts"
          WHERE seller_id = ANY($1::uuid[])
          GROUP BY seller_id`,
        [wanted],
      );
      for (const row of rows) counts.set(row.seller_id, Number(row.n));
    }
    return userIds.map((id) => (readable(id) ? (counts.get(id) ?? 0) : null));
  }
}
