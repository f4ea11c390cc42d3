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

// Contract C of issue 23 (editor-server adds these to the schema). Until that branch is merged
// the schema does not know them: gql.tada types their fields `unknown`, so the components read
// the answers through the Contract C shapes below. TODO(contract C): after the merge and
// `npm run codegen`, use ResultOf of these documents and delete the hand-written shapes.

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

/** Contract C `ArtworkVersion` as the drawer reads it. */
export interface ArtworkVersionRow {
  id: string;
  createdAt: string;
  preview?: string | null;
  author: { id: string; first_name?: string | null; last_name?: string | null; email?: string | null };
}

export interface ArtworkVersionsAnswer {
  artwork: { id: string; versions: { count: number; hits: ArtworkVersionRow[] } } | null;
}

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
