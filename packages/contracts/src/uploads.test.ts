import { describe, expect, it } from 'vitest';
import { checkUploadFileName, isUploadKind, uploadAccept, UPLOAD_MESSAGES } from './uploads';

const BAD_NAME = 'File name cannot contain empty space or any special characters';

describe('upload file-name rule (spec 000 §5)', () => {
  it('accepts word characters and digits then an accepted extension, any case', () => {
    for (const name of ['front.png', 'Front_Print_01.PNG', 'design2.jpeg', 'a.jpg', 'poster.tif', 'poster.TIFF', 'layers.psd']) {
      expect(checkUploadFileName(name, 'print_file')).toBeNull();
    }
    expect(checkUploadFileName('custom_1.jpg', 'custom_design')).toBeNull();
  });

  it('refuses spaces and special characters with the spec message', () => {
    expect(UPLOAD_MESSAGES.badFileName).toBe(BAD_NAME);
    for (const name of ['my design.png', 'front-print.png', 'café.png', 'a(1).jpg', 'x.y.png', '.png', 'print.png ', 'no_extension', 'a.gif', '../up.png']) {
      expect(checkUploadFileName(name, 'print_file')).toBe(BAD_NAME);
    }
  });

  it('keeps each kind to its own types', () => {
    expect(checkUploadFileName('art.psd', 'custom_design')).toBe('Please upload a .jpg, .jpeg, .png file');
    expect(checkUploadFileName('art.tiff', 'custom_design')).toBe('Please upload a .jpg, .jpeg, .png file');
    expect(uploadAccept('custom_design')).toBe('.jpg,.jpeg,.png');
    expect(isUploadKind('print_file')).toBe(true);
    expect(isUploadKind('toString')).toBe(false);
  });
});
