import type { DataSource } from 'typeorm';
import { can } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';
import { productOwnerScope } from '../products/product-scope';

/** An artwork as the catalog holds it: only the key the artworks subgraph referred to. */
export interface ArtworkRef {
  id: string;
}

/**
 * `Artwork.usedIn`: how many products (campaigns) print an artwork on one of their print areas.
 * Counted over the products the viewer may read, so a count never reveals another seller's
 * products: a Seller counts their own, staff who read every product count all, and a role
 * without products.read (Designs) counts none.
 */
export class ArtworkUsageService {
  constructor(private readonly db: DataSource) {}

  async usedIn(user: UserContext | null, artworkIds: readonly string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(artworkIds)];
    if (!user || !wanted.length || !can(user, 'products.read')) return new Map();
    const owner = productOwnerScope(user);
    // artwork_id is text (ids of another service), so no uuid check is needed before the query.
    const rows: { artwork_id: string; n: string }[] = await this.db.query(
      `SELECT pa.artwork_id, count(DISTINCT pa.product_id) AS n
         FROM "catalog"."product_print_areas" pa
         JOIN "catalog"."products" p ON p.id = pa.product_id
        WHERE pa.artwork_id = ANY($1::text[]) ${owner ? 'AND p.user_id = $2' : ''}
        GROUP BY pa.artwork_id`,
      owner ? [wanted, owner] : [wanted],
    );
    return new Map(rows.map((r) => [r.artwork_id, Number(r.n)]));
  }
}
