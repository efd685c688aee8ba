import { declareHttp } from '../app/declare-http';
import { badRequest, ok } from '../http/responses';
import { now } from '../app/clock';
import { listAuditEntries } from '../data/audit-repository';

/** Admin write actions of one UTC day (default today), newest first. */
export default declareHttp({
  name: 'admin-audit-log',
  route: 'admin/audit-log',
  methods: ['GET'],
  access: 'admin',
  handler: async (request) => {
    const day = request.query.get('day') ?? now().toISOString().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) return badRequest('day must be a date YYYY-MM-DD', 'day');
    return ok({ entries: await listAuditEntries(day) });
  },
});
