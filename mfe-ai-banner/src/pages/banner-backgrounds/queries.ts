import { graphql, type ResultOf } from '@pod/platform';

/** spec 002 §9: banner category table 10 per page by default (size changer), background grid 15. */
export const CATEGORY_PAGE_SIZE = 10;
export const BACKGROUND_PAGE_SIZE = 15;

export type BannerCategoryRow = ResultOf<typeof BANNER_CATEGORY_FIELDS>;

export type BannerBackground = ResultOf<typeof BANNER_FIELDS>;

/** A banner category as the table, the select and the form show it. */
export const BANNER_CATEGORY_FIELDS = graphql(`
  fragment BannerCategoryFields on BannerCategory @_unmask {
    id
    title
    numberOfBanners
  }
`);

export const BANNER_CATEGORIES_QUERY = graphql(`
  query BannerCategories($search: String, $page: Int, $pageSize: Int) {
    bannerAllCategory(search: $search, page: $page, pageSize: $pageSize) {
      count
      numberOfBanners
      hits {
        ...BannerCategoryFields
      }
    }
  }
`, [BANNER_CATEGORY_FIELDS]);

/** Every category, for the category select of the upload form. */
export const ALL_BANNER_CATEGORIES_QUERY = graphql(`
  query BannerCategoryOptions {
    bannerAllCategory(page: 1, pageSize: -1) {
      count
      numberOfBanners
      hits {
        ...BannerCategoryFields
      }
    }
  }
`, [BANNER_CATEGORY_FIELDS]);

export const CREATE_BANNER_CATEGORY = graphql(`
  mutation CreateBannerCategory($title: String) {
    createBannerCategory(title: $title) {
      ...BannerCategoryFields
    }
  }
`, [BANNER_CATEGORY_FIELDS]);

export const UPDATE_BANNER_CATEGORY = graphql(`
  mutation UpdateBannerCategory($id: ID!, $title: String) {
    updateBannerCategory(id: $id, title: $title) {
      ...BannerCategoryFields
    }
  }
`, [BANNER_CATEGORY_FIELDS]);

export const DELETE_BANNER_CATEGORY = graphql(`
  mutation DeleteBannerCategory($id: ID!) {
    deleteBannerCategory(id: $id) {
      id
    }
  }
`);

/** A banner background as the grid shows it. */
export const BANNER_FIELDS = graphql(`
  fragment BannerFields on Banner @_unmask {
    id
    title
    imageUrl
    categoryID
  }
`);

export const BANNERS_QUERY = graphql(`
  query BannerBackgrounds($categoryID: ID, $page: Int, $pageSize: Int) {
    banners(categoryID: $categoryID, page: $page, pageSize: $pageSize) {
      count
      hits {
        ...BannerFields
      }
    }
  }
`, [BANNER_FIELDS]);

export const CREATE_BANNER = graphql(`
  mutation CreateBanner($title: String, $imageUrl: String, $categoryID: ID) {
    createBanner(title: $title, imageUrl: $imageUrl, categoryID: $categoryID) {
      ...BannerFields
    }
  }
`, [BANNER_FIELDS]);

export const DELETE_BANNER = graphql(`
  mutation DeleteBanner($id: ID!) {
    deleteBanner(id: $id) {
      id
    }
  }
`);
