/** One form field of a signed upload, in the order storage expects it. */
export interface UploadField {
  name: string;
  value: string;
}

/**
 * Posts a signed upload form (S3 POST policy: the signed fields, then the file last) with
 * XMLHttpRequest, because fetch() reports no upload progress. Resolves on a 2xx answer.
 */
export function postWithProgress(url: string, fields: UploadField[], body: Blob, onProgress?: (percent: number) => void): Promise<void> {
  const form = new FormData();
  // The signature binds these fields (key, Content-Type, size range); storage refuses anything else.
  for (const field of fields) form.append(field.name, field.value);
  form.append('file', body);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new Error(uploadRefusal(xhr.status, xhr.responseText)));
      // Not every browser sends a last progress event for small bodies: the bar still ends full.
      onProgress?.(100);
      resolve();
    };
    xhr.onerror = () => reject(new Error('Upload failed: storage could not be reached'));
    xhr.send(form);
  });
}

/** What a person reads when storage refuses the upload (S3 error codes are not for them). */
function uploadRefusal(status: number, responseText: string): string {
  if (/EntityTooLarge/.test(responseText)) return 'Upload failed: the file is too large';
  return `Upload failed (${status})`;
}
