import { TOPICS, type ArtworkPrintFileRenderedEvent } from '@pod/contracts';
import { acceptRequesterToken, type LiveSubscription } from './live-subscription';

export interface ArtworkPrintFileArgs {
  token: string;
}

/**
 * The artwork editor's "Render print file" answered (issue 23): the print-size PNG of the saved
 * version with the shopper's values, or why it could not be drawn. Fed by media's
 * `media.artwork-print-file.rendered`; heard only by the user who asked (renderArtworkPrintFile),
 * and only for the token they follow — not even an administrator hears another's. An answer
 * published before the subscription arrived (a fast render) is replayed to it for 5 minutes.
 */
export const artworkPrintFile: LiveSubscription<ArtworkPrintFileRenderedEvent, ArtworkPrintFileArgs> = {
  field: 'artworkPrintFile',
  fieldSdl: 'artworkPrintFile(token: String!): ArtworkPrintFileUpdate!',
  typeDefs: /* GraphQL */ `
    "The outcome of one renderArtworkPrintFile request."
    type ArtworkPrintFileUpdate {
      token: String!
      "done | failed"
      status: String!
      "The PNG (original size) through media's image route; null when it failed."
      url: String
      "The PNG's media File id; null when it failed."
      file_id: ID
      width: Int
      height: Int
      "Why it failed (the renderer's line, naming the layer); null when done."
      message: String
    }
  `,
  topic: TOPICS.artworkPrintFileRendered,
  // The browser subscribes once the mutation returned the token: a fast render may answer first.
  replay: { ms: 5 * 60_000, max: 1000 },
  accept: acceptRequesterToken,
  toPayload: ({ data }) => ({
    token: data.token,
    status: data.status,
    url: data.url,
    file_id: data.fileId,
    width: data.width,
    height: data.height,
    message: data.message,
  }),
};
