import { MAX_UPLOAD_BYTES } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { httpErrorResponse } from '../http/responses';
import { readMultipartFile } from '../http/multipart-file';
import { acceptSpreadsheetUpload, MAX_UPLOAD_REQUEST_BYTES, uploadTooLarge, UploadRefusedError } from '../import/spreadsheet-upload-service';

/** POST /api/admin/excel-upload (multipart, field `file`): stores the spreadsheet and queues its import (202). */
export default declareHttp({
  name: 'admin-excel-upload',
  route: 'admin/excel-upload',
  methods: ['POST'],
  access: 'admin',
  maxBodyBytes: MAX_UPLOAD_REQUEST_BYTES,
  handler: async (request, _context, caller) => {
    try {
      const accepted = await acceptSpreadsheetUpload(caller, await readMultipartFile(request, { field: 'file', maxFileBytes: MAX_UPLOAD_BYTES, tooLarge: uploadTooLarge }));
      return { status: 202, jsonBody: accepted };
    } catch (err) {
      if (err instanceof UploadRefusedError) return httpErrorResponse(err, { reason: err.reason });
      throw err;
    }
  },
});
