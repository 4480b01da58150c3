import type { ImportReport } from '../../contract/catalogue-io.ts';
import {
  API_ROOT,
  api,
  handleTokenFailure,
  readErrorBody,
  signsOutOnTokenFailure,
} from '../../api/client.ts';
import { currentUserInfo } from '../../stores/session.ts';

/** Every product as the server's CSV file (docs/admin.md#catalogue-import-and-export). */
export const downloadCatalogueCsv = (): Promise<Blob> =>
  api.get('admin/products/export.csv', signsOutOnTokenFailure).blob();

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, say): the status line has to do.
    return undefined;
  }
}

function isImportReport(value: unknown): value is ImportReport {
  return (
    typeof value === 'object' &&
    value !== null &&
    'errors' in value &&
    Array.isArray(value.errors) &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/**
 * Sends a CSV file to the import, checked only with `dryRun`. Resolves with the server's report,
 * also when it refused rows (400 with per-row errors); rejects with the server's message for
 * anything else (a file too large, a product changed meanwhile). XMLHttpRequest rather than
 * fetch: only it reports upload progress over HTTP/1.1.
 */
export function importCatalogueCsv(
  file: File,
  options: { dryRun: boolean; onProgress?: (fraction: number) => void },
): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_ROOT}/admin/products/import${options.dryRun ? '?dryRun=true' : ''}`);
    const token = currentUserInfo()?.token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Content-Type', 'text/csv');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if ((request.status === 200 || request.status === 400) && isImportReport(body)) {
        resolve(body);
        return;
      }
      const { message, code } = readErrorBody(body);
      handleTokenFailure(code, true);
      reject(new Error(message ?? `Import failed: ${request.status} ${request.statusText}`.trim()));
    });
    request.addEventListener('error', () => reject(new Error('Network error: the file was not sent')));
    request.send(file);
  });
}
