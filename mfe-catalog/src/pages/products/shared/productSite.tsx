import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { ROLES } from '@pod/contracts';
import { usePlatform, type SiteSummary } from '@pod/platform';

export interface ProductSite {
  /** Sellers work on their current site; only they get one (spec 000). */
  isSeller: boolean;
  /** The seller's current site, null when a seller has none (or for staff). */
  currentSite: SiteSummary | null;
}

export function useProductSite(): ProductSite {
  const { user, currentSite } = usePlatform();
  const isSeller = !!user?.roles.includes(ROLES.Seller);
  return { isSeller, currentSite: isSeller ? currentSite : null };
}

/** Spec 000 §6: adding a product needs a current site; a seller without one is sent to /sites. */
export function NoSiteNotice() {
  return (
    <Result
      status="info"
      title="You need a connected site to add products"
      subTitle="Connect a store on the Sites page, then choose it in the header's site selector."
      extra={
        <Link to="/sites">
          <Button type="primary">Go to Sites</Button>
        </Link>
      }
    />
  );
}
