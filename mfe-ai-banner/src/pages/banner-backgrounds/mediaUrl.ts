import { getGatewayUrl } from '@pod/platform';

/** The image route is served by media through the gateway (ARCHITECTURE §7): same origin as /graphql. */
export function imageUrl(key: string, size: '100' | '200' | '300' | '400' | '500xauto' | 'auto' = '300'): string {
  const origin = new URL(getGatewayUrl()).origin;
  return `${origin}/media/img/${size}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** Image types the background upload accepts (spec 002 §5: jpg, png, jpeg). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png'];
export const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png';

/** PUTs the file to a presigned URL, reporting progress in percent; resolves on status 200. */
export function putWithProgress(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => (xhr.status === 200 ? resolve() : reject(new Error(`Upload failed (${xhr.status})`)));
    xhr.onerror = () => reject(new Error('Upload failed: storage could not be reached'));
    xhr.send(file);
  });
}
