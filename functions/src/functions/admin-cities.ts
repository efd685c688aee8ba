import { CITY_NAMES } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';

/** The cities admins can pick from: the service's fixed list (spec: cities[] of strings). */
export default declareHttp({
  name: 'admin-cities',
  route: 'admin/cities',
  methods: ['GET'],
  access: 'admin',
  handler: async () => ok({ cities: CITY_NAMES }),
});
