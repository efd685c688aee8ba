import type { UploadHistoryResponse } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { latestUploads } from '../data/upload-history-repository';
import { ok } from '../http/responses';

/** GET /api/admin/excel-upload/history: the caller's latest 5 uploads, newest first. */
export default declareHttp({
  name: 'admin-upload-history',
  route: 'admin/excel-upload/history',
  methods: ['GET'],
  access: 'admin',
  handler: async (_request, _context, caller) => ok({ uploads: await latestUploads(caller.userId) } satisfies UploadHistoryResponse),
});
