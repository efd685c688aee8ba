import type { HttpResponseInit } from '@azure/functions';
import type { HttpHandler } from '../app/declare-http';
import { httpErrorResponse, isExpectedError } from './responses';

/**
 * For calls whose client reads `{ success, error }` (the admin menu and add-field calls): their 4xx
 * answers keep the project's `{ error, message }` shape and also say `success: false`.
 */
export function withFailureFlag(handler: HttpHandler<'admin'>): HttpHandler<'admin'> {
  return async (request, context, caller) => {
    let response: HttpResponseInit;
    try {
      response = await handler(request, context, caller);
    } catch (err) {
      if (!isExpectedError(err)) throw err; // unexpected: the pipeline logs it and answers 500
      response = httpErrorResponse(err);
    }
    const body = response.jsonBody as Record<string, unknown> | undefined;
    if ((response.status ?? 200) >= 400 && body && typeof body === 'object') return { ...response, jsonBody: { success: false, ...body } };
    return response;
  };
}
