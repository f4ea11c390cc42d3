import { TOPICS, type PsdImportFinishedEvent } from '@pod/contracts';
import { acceptRequesterToken, type LiveSubscription } from './live-subscription';

export interface ArtworkImportPsdArgs {
  token: string;
}

/**
 * A PSD import finished (spec 002 §4 "PSD import"): the importer's modal shows 'Artwork imported'
 * and opens the design page, or shows the error. Fed by artworks' `artworks.psd-import.finished`;
 * heard only by the user who started the import, and only for the token they follow.
 */
export const artworkImportPSD: LiveSubscription<PsdImportFinishedEvent, ArtworkImportPsdArgs> = {
  field: 'artworkImportPSD',
  fieldSdl: 'artworkImportPSD(token: ID!): ArtworkImportPSDResult!',
  typeDefs: /* GraphQL */ `
    "The outcome of one PSD import."
    type ArtworkImportPSDResult {
      token: ID!
      "The new artwork's id; null when the import failed."
      id: ID
      "Why the import failed; null when it succeeded."
      error: String
      "Fonts of the PSD that matched none of ours (those text layers use the default font)."
      unmatchedFonts: [String!]!
    }
  `,
  topic: TOPICS.psdImportFinished,
  accept: acceptRequesterToken,
  toPayload: ({ data }) => ({ token: data.token, id: data.artworkId, error: data.error, unmatchedFonts: data.unmatchedFonts }),
};
