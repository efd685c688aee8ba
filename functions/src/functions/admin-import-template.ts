import { spreadsheetTemplateCsv } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';

/** GET /api/admin/excel-upload/template: a CSV with the documented headers and one example row. */
export default declareHttp({
  name: 'admin-import-template',
  route: 'admin/excel-upload/template',
  methods: ['GET'],
  access: 'admin',
  handler: async () => ({
    status: 200,
    body: spreadsheetTemplateCsv(),
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="lunchkoll-restaurants-template.csv"' },
  }),
});
