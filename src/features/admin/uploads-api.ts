import type { UploadResponse } from '../../contract/uploads.ts';
import { currentUserInfo } from '../../stores/session.ts';
import { API_ROOT, handleTokenFailure, readErrorBody } from '../../api/client.ts';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, say): the status line has to do.
    return undefined;
  }
}

function isUploadResponse(value: unknown): value is UploadResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    'image' in value &&
    typeof value.image === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/**
 * Uploads an image as the multipart field `image`. XMLHttpRequest rather than fetch: only it
 * reports upload progress over HTTP/1.1 (browsers stream fetch bodies over HTTP/2 alone).
 * Failures carry the server's message, and a refused token signs the user out, as the ky client's
 * signed-in calls do.
 */
export function uploadImage(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_ROOT}/upload`);
    const token = currentUserInfo()?.token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      const { message, code } = readErrorBody(body);
      if (request.status >= 200 && request.status < 300) {
        if (isUploadResponse(body)) resolve(body);
        else reject(new Error('The server answered the upload in an unexpected way'));
        return;
      }
      handleTokenFailure(code, true);
      reject(new Error(message ?? `Upload failed: ${request.status} ${request.statusText}`.trim()));
    });
    request.addEventListener('error', () => reject(new Error('Network error: the image was not uploaded')));
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was cancelled', 'AbortError')),
    );
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('image', file);
    request.send(form);
  });
}
