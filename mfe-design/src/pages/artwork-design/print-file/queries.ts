import { graphql } from '@pod/platform';

/** Contract C: asks media for the print-size PNG of the latest saved version; answers a token. */
export const RENDER_ARTWORK_PRINT_FILE = graphql(`
  mutation RenderArtworkPrintFile($artworkID: ID!, $template: Int, $personalization: JSON) {
    renderArtworkPrintFile(artworkID: $artworkID, template: $template, personalization: $personalization)
  }
`);

/** The answer to one request, heard only by who asked (the gateway replays one that came first). */
export const ARTWORK_PRINT_FILE_SUBSCRIPTION = graphql(`
  subscription ArtworkPrintFile($token: String!) {
    artworkPrintFile(token: $token) {
      token
      status
      url
      width
      height
      message
    }
  }
`);
