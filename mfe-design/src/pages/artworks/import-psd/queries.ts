import { graphql } from '@pod/platform';

export const IMPORT_ARTWORK_FROM_PSD = graphql(`
  mutation ImportArtworkFromPSD($fileID: ID!, $categoryIDs: [ID!]!, $title: String) {
    importArtworkFromPSD(fileID: $fileID, categoryIDs: $categoryIDs, title: $title)
  }
`);

/** The live outcome of one import (the gateway sends it only to the importer). */
export const ARTWORK_IMPORT_PSD_SUBSCRIPTION = graphql(`
  subscription ArtworkImportPSD($token: ID!) {
    artworkImportPSD(token: $token) {
      token
      id
      error
      unmatchedFonts
    }
  }
`);

/** The same outcome read once: covers an import that finished before the subscription started. */
export const ARTWORK_PSD_IMPORT_QUERY = graphql(`
  query ArtworkPsdImport($token: ID!) {
    artworkPsdImport(token: $token) {
      token
      status
      id
      error
      unmatchedFonts
    }
  }
`);
