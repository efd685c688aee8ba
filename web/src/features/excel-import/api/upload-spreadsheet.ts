import type { ExcelUploadResponse } from '@lunch/shared';
import { HttpError } from '../../../lib/api-client';

/**
 * POST /api/admin/excel-upload as multipart (field `file`). XMLHttpRequest rather than fetch: only it
 * reports upload progress. Failures become the app's HttpError ("{status}: {body}").
 */
export function uploadSpreadsheet(file: File, onProgress: (fraction: number) => void): Promise<ExcelUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/excel-upload');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ExcelUploadResponse);
        } catch {
          reject(new HttpError(xhr.status, xhr.responseText, 'Unreadable answer'));
        }
      } else {
        reject(new HttpError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
