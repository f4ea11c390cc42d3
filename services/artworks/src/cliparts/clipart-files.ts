import { MediaFiles, refusedAsMediaFileError, type MediaFile } from '../mockups/media-files';

/**
 * What cliparts ask media (ARCHITECTURE §2: files are media's): the registered upload (type,
 * owner) and the File browsers can show for it — itself for jpeg/png, a PNG copy for a TIFF.
 */
export class ClipartFiles extends MediaFiles {
  /** The web image File of an uploaded image, or null when media does not know the id. */
  webImage(id: string): Promise<MediaFile | null> {
    return this.media.webImage(id).catch(refusedAsMediaFileError);
  }
}
