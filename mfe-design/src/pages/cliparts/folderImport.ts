/**
 * Import From Folder (spec 002 §2.6, §5): which files of a chosen folder become cliparts, and
 * in which category. No React here, so it is unit-tested alone.
 *
 * Choices the spec leaves open:
 * - The chosen folder becomes a category (under the selected category, or at the top level with
 *   'All Categories'); each subfolder becomes a subcategory of its folder's category.
 * - A clipart category with subcategories holds no cliparts of its own (the server's rule), so the
 *   pictures lying directly in a folder that also has subfolders go to a subcategory titled
 *   {@link LOOSE_FILES_TITLE}.
 * - Folders without any picture (at any depth) are left out; hidden files (".DS_Store") too.
 * - The clipart title is the file name without its extension.
 */

/** Spec 002 §5: the folder import takes these; anything else is ignored. */
export const FOLDER_IMPORT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'tif', 'tiff'];

/** Where pictures lying beside subfolders go (see the module comment). */
export const LOOSE_FILES_TITLE = 'Other';

/** Folders deeper than this are flattened into their 9th-level ancestor (the tree keeps 9 levels). */
export const MAX_IMPORT_DEPTH = 9;

export interface ImportFolder<F> {
  title: string;
  files: F[];
  folders: ImportFolder<F>[];
}

/** What a browser gives for each file of an `<input webkitdirectory>`: its path inside the chosen folder's parent. */
export interface FolderFile {
  name: string;
  webkitRelativePath: string;
}

export function isClipartFile(name: string): boolean {
  if (name.startsWith('.')) return false;
  const dot = name.lastIndexOf('.');
  return dot > 0 && FOLDER_IMPORT_EXTENSIONS.includes(name.slice(dot + 1).toLowerCase());
}

export function clipartTitle(name: string): string {
  return name.replace(/\.[^.]*$/, '').trim() || name;
}

/**
 * The folder tree of the accepted pictures, rooted at the chosen folder; null when there is no
 * picture at all ('No clipart in your folder'). `startDepth` is the level the chosen folder will
 * sit at (1 at the top level).
 */
export function planFolderImport<F extends FolderFile>(files: readonly F[], startDepth = 1): ImportFolder<F> | null {
  const accepted = files.filter((f) => isClipartFile(f.name));
  if (!accepted.length) return null;
  const maxLevels = Math.max(1, MAX_IMPORT_DEPTH - startDepth + 1);
  const rootName = (accepted[0].webkitRelativePath || accepted[0].name).split('/').length > 1 ? accepted[0].webkitRelativePath.split('/')[0] : 'Imported';
  const root: ImportFolder<F> = { title: rootName, files: [], folders: [] };
  for (const file of accepted) {
    const parts = (file.webkitRelativePath || file.name).split('/').filter(Boolean);
    // Drop the chosen folder's own name and the file name; keep what fits in the tree.
    const dirs = parts.slice(1, -1).slice(0, maxLevels - 1);
    let folder = root;
    for (const dir of dirs) {
      let next = folder.folders.find((f) => f.title === dir);
      if (!next) {
        next = { title: dir, files: [], folders: [] };
        folder.folders.push(next);
      }
      folder = next;
    }
    folder.files.push(file);
  }
  return moveLooseFiles(root, 1, maxLevels);
}

/** Pictures beside subfolders go to an 'Other' subcategory (or stay when no level is left for one). */
function moveLooseFiles<F>(folder: ImportFolder<F>, depth: number, maxLevels: number): ImportFolder<F> {
  const folders = folder.folders.map((f) => moveLooseFiles(f, depth + 1, maxLevels));
  if (folders.length && folder.files.length) {
    const existing = folders.find((f) => f.title === LOOSE_FILES_TITLE && !f.folders.length);
    if (existing) existing.files.push(...folder.files);
    else folders.push({ title: LOOSE_FILES_TITLE, files: folder.files, folders: [] });
    return { ...folder, files: [], folders };
  }
  return { ...folder, folders };
}

/** How many pictures the plan uploads (the overlay's progress counts these). */
export function countFiles<F>(folder: ImportFolder<F>): number {
  return folder.files.length + folder.folders.reduce((n, f) => n + countFiles(f), 0);
}
