import { gql } from 'urql';

/** spec 002 §9: banner category table 10 per page by default (size changer), background grid 15. */
export const CATEGORY_PAGE_SIZE = 10;
export const BACKGROUND_PAGE_SIZE = 15;

export interface BannerCategoryRow {
  id: string;
  title: string;
  numberOfBanners: number;
}

export interface BannerCategoriesResult {
  bannerAllCategory: { count: number; numberOfBanners: number; hits: BannerCategoryRow[] };
}

export interface BannerBackground {
  id: string;
  title: string;
  imageUrl: string;
  categoryID: string;
}

export interface BannersResult {
  banners: { count: number; hits: BannerBackground[] };
}

export const BANNER_CATEGORIES_QUERY = gql`
  query BannerCategories($search: String, $page: Int, $pageSize: Int) {
    bannerAllCategory(search: $search, page: $page, pageSize: $pageSize) {
      count
      numberOfBanners
      hits {
        id
        title
        numberOfBanners
      }
    }
  }
`;

/** Every category, for the category select of the upload form. */
export const ALL_BANNER_CATEGORIES_QUERY = gql`
  query BannerCategoryOptions {
    bannerAllCategory(page: 1, pageSize: -1) {
      count
      numberOfBanners
      hits {
        id
        title
        numberOfBanners
      }
    }
  }
`;

export const CREATE_BANNER_CATEGORY = gql`
  mutation CreateBannerCategory($title: String) {
    createBannerCategory(title: $title) {
      id
      title
      numberOfBanners
    }
  }
`;

export const UPDATE_BANNER_CATEGORY = gql`
  mutation UpdateBannerCategory($id: ID!, $title: String) {
    updateBannerCategory(id: $id, title: $title) {
      id
      title
      numberOfBanners
    }
  }
`;

export const DELETE_BANNER_CATEGORY = gql`
  mutation DeleteBannerCategory($id: ID!) {
    deleteBannerCategory(id: $id) {
      id
    }
  }
`;

export const BANNERS_QUERY = gql`
  query BannerBackgrounds($categoryID: ID, $page: Int, $pageSize: Int) {
    banners(categoryID: $categoryID, page: $page, pageSize: $pageSize) {
      count
      hits {
        id
        title
        imageUrl
        categoryID
      }
    }
  }
`;

export const CREATE_BANNER = gql`
  mutation CreateBanner($title: String, $imageUrl: String, $categoryID: ID) {
    createBanner(title: $title, imageUrl: $imageUrl, categoryID: $categoryID) {
      id
      title
      imageUrl
      categoryID
    }
  }
`;

export const DELETE_BANNER = gql`
  mutation DeleteBanner($id: ID!) {
    deleteBanner(id: $id) {
      id
    }
  }
`;
