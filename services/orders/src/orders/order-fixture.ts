import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { OrderDesignEntity, type OrderDesign } from '../designs/order-design.entity';
import { OrderHistoryEntity } from './order-history.entity';
import { OrderEntity, type Order } from './order.entity';

export type OrderFixture = Partial<Omit<Order, 'id' | 'created_at' | 'updated_at'>> & Pick<Order, 'site_id' | 'seller_id'> & { created_at?: Date };
export type DesignFixture = Partial<Omit<OrderDesign, 'id' | 'order_id'>> & Pick<OrderDesign, 'base_print_area_id' | 'base_print_area_name'>;

/**
 * Writes one order, its designs and its first history entry the way store intake does (one
 * transaction; status `processing` and designs `Pending` unless given). For tests and seeds;
 * anything not given gets a plausible value.
 */
export async function insertOrderFixture(
  db: DataSource | EntityManager,
  order: OrderFixture,
  designs: DesignFixture[] = [],
): Promise<{ order: Order; designs: OrderDesign[] }> {
  const write = async (manager: EntityManager) => {
    const originId = order.origin_id ?? String(1000 + Math.floor(Math.random() * 9_000_000));
    const saved = await manager.getRepository(OrderEntity).save(manager.getRepository(OrderEntity).create({
      platform: 'woocommerce',
      origin_id: originId,
      origin_line_id: randomUUID(),
      name: `#${originId}`,
      title: 'Personalised tee',
      quantity: 1,
      price: 24.99,
      base_cost: 9.5,
      shipping_cost: 4.99,
      currency: 'USD',
      status: 'processing',
      paused_from: null,
      personalized_data: [],
      ...order,
    }));
    const savedDesigns = designs.length
      ? await manager.getRepository(OrderDesignEntity).save(designs.map((design) => manager.getRepository(OrderDesignEntity).create({
          width: 4500, height: 5400, dpi: 300, status: 'Pending', is_custom: false, ...design, order_id: saved.id,
        })))
      : [];
    await manager.getRepository(OrderHistoryEntity).insert({ order_id: saved.id, user_id: null, type: 'intake', message: `Order ${saved.name} received from the store` });
    return { order: saved, designs: savedDesigns };
  };
  // A manager already inside a transaction nests (TypeORM uses a savepoint on PostgreSQL).
  return db.transaction(write);
}
