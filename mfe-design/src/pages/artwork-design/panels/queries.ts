import { graphql, type ResultOf } from '@pod/platform';

/** The clipart category a personalised image picks from, with its per-category layer settings (spec 002 §3). */
export const PANEL_CLIPART_CATEGORY_QUERY = graphql(`
  query PanelClipartCategory($id: ID!) {
    clipartCategory(id: $id) {
      id
      title
      displaySettings { x y width height scaleX scaleY cropX cropY cropWidth cropHeight rotation absolutePosition }
    }
  }
`);

export type PanelClipartCategory = ResultOf<typeof PANEL_CLIPART_CATEGORY_QUERY>['clipartCategory'];

/** Saves the whole settings set (the server unsets what is left out). */
export const PANEL_UPDATE_CLIPART_SETTINGS = graphql(`
  mutation PanelUpdateClipartSettings($id: ID!, $displaySettings: ClipartDisplaySettingsInput) {
    updateClipartCategory(id: $id, displaySettings: $displaySettings) {
      id
      displaySettings { x y width height scaleX scaleY cropX cropY cropWidth cropHeight rotation absolutePosition }
    }
  }
`);

/** Another artwork's document, for the layer import panel (the existing artwork(id) query). */
export const IMPORT_SOURCE_ARTWORK_QUERY = graphql(`
  query PanelImportSourceArtwork($id: ID!) {
    artwork(id: $id) {
      id
      title
      width
      height
      templates
      sharedLayers
    }
  }
`);


/** An artwork's saved versions, newest first (Contract C `Artwork.versions`). */
export const ARTWORK_VERSIONS_QUERY = graphql(`
  query PanelArtworkVersions($id: ID!, $page: Int, $pageSize: Int) {
    artwork(id: $id) {
      id
      versions(page: $page, pageSize: $pageSize) {
        count
        hits {
          id
          createdAt
          preview
          author { id first_name last_name email }
        }
      }
    }
  }
`);

/** One saved version as the drawer shows it. */
export type ArtworkVersionRow = ResultOf<typeof ARTWORK_VERSIONS_QUERY>['artwork']['versions']['hits'][number];

/** Saves the version's document as a new version; refused while the artwork is locked (Contract C). */
export const RESTORE_ARTWORK_VERSION = graphql(`
  mutation PanelRestoreArtworkVersion($artworkID: ID!, $versionID: ID!) {
    restoreArtworkVersion(artworkID: $artworkID, versionID: $versionID) {
      id
      templates
      sharedLayers
      updatedAt
    }
  }
`);
