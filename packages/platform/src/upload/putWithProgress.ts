/**
 * PUTs a body to a presigned URL with XMLHttpRequest, because fetch() reports no upload
 * progress. Resolves on a 2xx answer from storage.
 */
export function putWithProgress(url: string, body: Blob, contentType: string, onProgress?: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    // The presigned URL was signed for this type; storage keeps it as the object's type.
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new Error(`Upload failed (${xhr.status})`));
      // Not every browser sends a last progress event for small bodies: the bar still ends full.
      onProgress?.(100);
      resolve();
    };
    xhr.onerror = () => reject(new Error('Upload failed: storage could not be reached'));
    xhr.send(body);
  });
}
