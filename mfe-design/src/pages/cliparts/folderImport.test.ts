import { describe, expect, it } from 'vitest';
import { clipartTitle, countFiles, isClipartFile, LOOSE_FILES_TITLE, planFolderImport } from './folderImport';

const file = (path: string) => ({ name: path.split('/').pop()!, webkitRelativePath: path });

describe('planFolderImport', () => {
  it('keeps jpg, jpeg, png, tif and tiff in any letter case, nothing else', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png', 'd.tif', 'e.TIFF'].every(isClipartFile)).toBe(true);
    expect(['f.gif', 'g.psd', '.DS_Store', 'png', '.hidden.png'].some(isClipartFile)).toBe(false);
  });

  it("returns null when the folder has no picture ('No clipart in your folder')", () => {
    expect(planFolderImport([file('Pets/notes.txt'), file('Pets/sub/x.gif')])).toBeNull();
  });

  it('makes the chosen folder a category and each subfolder a subcategory', () => {
    const plan = planFolderImport([file('Pets/Cats/a.png'), file('Pets/Cats/b.jpg'), file('Pets/Dogs/c.tif'), file('Pets/Dogs/readme.md')])!;
    expect(plan.title).toBe('Pets');
    expect(plan.files).toEqual([]);
    expect(plan.folders.map((f) => [f.title, f.files.map((x) => x.name)])).toEqual([['Cats', ['a.png', 'b.jpg']], ['Dogs', ['c.tif']]]);
    expect(countFiles(plan)).toBe(3);
  });

  it("puts pictures lying beside subfolders into an 'Other' subcategory", () => {
    const plan = planFolderImport([file('Pets/top.png'), file('Pets/Cats/a.png')])!;
    expect(plan.files).toEqual([]);
    expect(plan.folders.map((f) => [f.title, f.files.map((x) => x.name)])).toEqual([['Cats', ['a.png']], [LOOSE_FILES_TITLE, ['top.png']]]);
  });

  it('flattens folders below the 9th level into their deepest allowed ancestor', () => {
    const deep = `Root/${Array.from({ length: 12 }, (_, i) => `L${i + 2}`).join('/')}/x.png`;
    let folder = planFolderImport([file(deep)], 1)!;
    let levels = 1;
    while (folder.folders.length) {
      folder = folder.folders[0];
      levels += 1;
    }
    expect(levels).toBe(9);
    expect(folder.files.map((f) => f.name)).toEqual(['x.png']);
    // Under a category at level 3, only 7 levels remain.
    let under = planFolderImport([file(deep)], 3)!;
    let underLevels = 1;
    while (under.folders.length) {
      under = under.folders[0];
      underLevels += 1;
    }
    expect(underLevels).toBe(7);
  });

  it('titles a clipart by its file name without the extension', () => {
    expect(clipartTitle('Big Cat.final.png')).toBe('Big Cat.final');
  });
});
