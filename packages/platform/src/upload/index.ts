export { uploadFile, CREATE_SIGNED_URL, CREATE_FILE, type UploadedFile, type UploadFileOptions } from './uploadFile';
export { postWithProgress, type UploadField } from './postWithProgress';
export { mediaImageUrl, type MediaImageSize } from './mediaImageUrl';
export { mimeOfFile, fileExtension } from './fileMime';
