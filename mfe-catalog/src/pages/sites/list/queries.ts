import { graphql, type ResultOf } from '@pod/platform';

/** Spec 000 §9 / 001 §9: sites are listed 20 per page. */
export const SITES_PAGE_SIZE = 20;

export const SITES_QUERY = graphql(`
  query SitesList($filter: SiteFilter) {
    sites(filter: $filter) {
      count
      hits {
        id
        title
        domain
        platform
        status
        verified
        type
        user {
          id
          first_name
          last_name
        }
      }
    }
  }
`);

/** The gateway's live site updates (users-sites.site.updated): the list refetches on each. */
export const SITE_CHANGED_SUBSCRIPTION = graphql(`
  subscription SitesListChanged {
    siteChanged {
      id
      verified
      occurred_at
    }
  }
`);

/** Sellers for the seller filter (staff only). */
export const SELLERS_QUERY = graphql(`
  query SitesSellers($search: String) {
    usersByRole(role: "Seller", status: true, search: $search) {
      id
      first_name
      last_name
    }
  }
`);

export const CREATE_SITE_MUTATION = graphql(`
  mutation CreateSite($title: String!, $domain: String!, $platform: String!, $isConnect: Boolean) {
    createSite(title: $title, domain: $domain, platform: $platform, isConnect: $isConnect) {
      id
      platform
      domain
      authUrl
    }
  }
`);

export const INIT_SHOPIFY_AUTH_MUTATION = graphql(`
  mutation InitShopifyAuth($title: String!, $shop: String) {
    initShopifyAuth(title: $title, shop: $shop) {
      authUrl
      siteId
    }
  }
`);

export const RECONNECT_SITE_MUTATION = graphql(`
  mutation ReconnectSite($id: ID!) {
    reconnectSite(id: $id)
  }
`);

export const UPDATE_SITE_MUTATION = graphql(`
  mutation UpdateSite($site_id: ID!, $title: String!) {
    updateSite(site_id: $site_id, title: $title) {
      id
      title
    }
  }
`);

export const DELETE_SITE_MUTATION = graphql(`
  mutation DeleteSite($id: ID!) {
    deleteSite(id: $id)
  }
`);

export type PlatformName = 'woocommerce' | 'shopify' | 'shopbase' | 'import';

export type SiteRow = SitesResult['sites']['hits'][number];

export type SitesResult = ResultOf<typeof SITES_QUERY>;

