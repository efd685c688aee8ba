import { logsQuerySchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { listLogEntries } from '../data/log-repository';
import { queryObject } from '../http/query';
import { badRequest, ok } from '../http/responses';

/** The log store, newest first: limit (default 50), offset, level, type. */
export default declareHttp({
  name: 'admin-logs',
  route: 'admin/logs',
  methods: ['GET'],
  access: 'admin',
  handler: async (request) => {
    const parsed = logsQuerySchema.safeParse(queryObject(request));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue.path.join('.');
      return badRequest(`${field}: ${issue.message}`, field);
    }
    return ok(await listLogEntries(parsed.data));
  },
});
