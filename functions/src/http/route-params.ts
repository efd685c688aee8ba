import type { HttpRequest } from '@azure/functions';
import { HttpError } from './responses';

const RESTAURANT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The {id} of a restaurant route, checked before it reaches a query; a malformed one is a 400. */
export function restaurantIdParam(request: HttpRequest): string {
  const id = request.params.id ?? '';
  if (!RESTAURANT_ID.test(id)) throw new HttpError(400, 'bad_request', 'id must be 1-64 letters, digits, "-" or "_"', 'id');
  return id;
}

/** The {menuId} of a menu route, checked like a restaurant id; a malformed one is a 400. */
export function menuIdParam(request: HttpRequest): string {
  const id = request.params.menuId ?? '';
  if (!RESTAURANT_ID.test(id)) throw new HttpError(400, 'bad_request', 'menuId must be 1-64 letters, digits, "-" or "_"', 'menuId');
  return id;
}
