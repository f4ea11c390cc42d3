export { uploadFile, CREATE_SIGNED_URL, CREATE_FILE, type UploadedFile, type UploadFileOptions } from './uploadFile';
export { putWithProgress } from './putWithProgress';
export { mediaImageUrl, type MediaImageSize } from './mediaImageUrl';
export { mimeOfFile, fileExtension } from './fileMime';
