/**
 * The props of the widgets this remote exposes to other remotes (webpack.config.cjs `exposes`),
 * declared once here: the widgets are typed by them, and the remotes that load them import these
 * types (`@pod/mfe-design/exposed`), so a change breaks both sides' type-check instead of a page.
 * Plain interfaces: a consumer compiles this file alone, without this remote's GraphQL setup.
 */

/** The chosen artwork as the host gets it from `./ArtworkChooser`: enough to show it without another query. */
export interface ChosenArtwork {
  id: string;
  title: string;
  preview: string | null;
  width: number;
  height: number;
}

/** `./ArtworkChooser` (spec 002 §2.4). */
export interface ArtworkChooserProps {
  /** The selected artwork's id. */
  value?: string | null;
  /** Called with the clicked artwork, or null when the selected one is clicked again. */
  onChange(artwork: ChosenArtwork | null): void;
}

/** The clipart `./ClipartPicker` hands back. */
export interface PickedClipart {
  id: string;
  title: string;
  file: { id: string; key: string; file_name: string; url: string };
  thumbnail: { id: string; key: string } | null;
  category: { id: string; title: string } | null;
}

/** `./ClipartPicker` (spec 002 §2.9). */
export interface ClipartPickerProps {
  /** The chosen clipart's id (highlighted). */
  value?: string | null;
  onPick(clipart: PickedClipart): void;
  /** The category to open with (e.g. a layer's clipartCategory). */
  categoryID?: string | null;
  /** Staff may list one owner's cliparts (a Seller always gets their own: the server decides). */
  userID?: string | null;
}

/**
 * `./MockupEditor` (spec 002 §2.7): the full-screen mockup editor of a product type's mockups,
 * opened from mfe-catalog's product type Mockups card. It manages every mockup of the product type
 * (Save sends each with its list position as ordering) and opens on `mockupId`.
 */
export interface MockupEditorProps {
  productTypeId: string;
  /** The mockup shown first (the card's edit button); the first of the list when absent or unknown. */
  mockupId?: string | null;
  open: boolean;
  /**
   * Called once the editor closes: after Cancel (`saved` false), after a Save (true), or after a
   * Save that failed (spec 002 §8: the message shows and the editor closes; true when some mockups
   * were saved before the failure, so the host lists them again).
   */
  onClose(saved: boolean): void;
}
