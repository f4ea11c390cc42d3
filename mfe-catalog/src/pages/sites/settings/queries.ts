import { graphql } from '@pod/platform';

export const SITE_SETTINGS_QUERY = graphql(`
  query SiteSettingsPage($site_id: ID!) {
    siteById(id: $site_id) {
      id
      title
      platform
    }
    getSiteSettings(site_id: $site_id) {
      site_id
      auto_accept_design
    }
  }
`);

export const UPDATE_SITE_SETTINGS_MUTATION = graphql(`
  mutation UpdateSiteSettings($site_id: ID!, $settings: SiteSettingsInput!) {
    updateSiteSettings(site_id: $site_id, settings: $settings) {
      site_id
      auto_accept_design
    }
  }
`);

