import { app, type HttpMethod, type HttpRequest, type HttpResponseInit, type InvocationContext } from '@azure/functions';
import { MAX_JSON_BODY_BYTES, errorResponse, internalError } from '../http/responses';
import { readSessionToken } from '../auth/session-cookie';
import { resolveSession, type Caller } from '../services/auth-service';
import { isSameOriginRequest } from '../http/same-origin';
import { recordAdminAction } from '../services/audit-log';
import { collectDeclarationsOnly, registersWithAzure } from './registration-mode';
import { logInBackground, requestLogAllowed } from '../services/log-service';
import { getConfig } from '../config';

/**
 * Who may call a function. Enforced here, once, before any handler runs. 'owner' admits restaurant
 * owners only (which restaurant is theirs is checked by the owner services, from the user record read
 * on this very request, so an admin removing an owner takes effect on the live session).
 */
export type Access = 'public' | 'user' | 'admin' | 'owner';

type CallerFor<A extends Access> = A extends 'public' ? Caller | undefined : Caller;

export type HttpHandler<A extends Access = Access> = (request: HttpRequest, context: InvocationContext, caller: CallerFor<A>) => Promise<HttpResponseInit>;

export interface HttpFunctionDeclaration<A extends Access = Access> {
  /** Function name in Azure, also used in logs and the audit log. */
  name: string;
  /** Route template without the "api" prefix, e.g. "restaurants/{id}". */
  route: string;
  methods: HttpMethod[];
  access: A;
  /** The largest request body the function accepts (default 64 KB, the JSON limit); larger is a 413. */
  maxBodyBytes?: number;
  handler: HttpHandler<A>;
}

/** The outcome of the checks that need no body: who is calling, or the refusal to send. */
export type Admission = { ok: true; caller: Caller | undefined } | { ok: false; response: HttpResponseInit };

export interface DeclaredHttpFunction extends HttpFunctionDeclaration {
  maxBodyBytes: number;
  /**
   * Origin, session and role checks, without reading the body: the local host calls this before it
   * reads a byte of the body, so anonymous or oversized requests cost nothing. Never throws.
   */
  admit: (request: HttpRequest, context: InvocationContext) => Promise<Admission>;
  /** The handler behind the shared checks: what Azure and the local host both run (the host passes its admission). */
  run: (request: HttpRequest, context: InvocationContext, admission?: Admission) => Promise<HttpResponseInit>;
}

const declared: DeclaredHttpFunction[] = [];
export { collectDeclarationsOnly };

export function declaredHttpFunctions(): readonly DeclaredHttpFunction[] {
  return declared;
}

/** Work to run once when the Functions app starts in Azure (the local host calls it itself). */
export function onAppStart(work: () => Promise<void>): void {
  if (registersWithAzure()) app.hook.appStart(work);
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The request pipeline's entries in the log store, written in the background (a request never waits
 * for or fails on logging): 5xx as errors, 4xx as API errors (401 left out: a signed-out visitor's
 * session check is not an error), requests slower than SLOW_REQUEST_MS as performance entries. Only
 * the path is recorded (no query string, body or client address).
 */
function logRequest(name: string, request: HttpRequest, status: number, duration: number, failure: unknown, context: InvocationContext): void {
  try {
    const slow = duration >= getConfig().slowRequestMs;
    if (status < 400 && !slow) return;
    if (status === 401 && !slow) return;
    if (!requestLogAllowed()) return;
    const endpoint = `${request.method} ${new URL(request.url).pathname}`;
    const base = { service: 'api', endpoint, statusCode: status, duration, context: { functionName: name, invocationId: context.invocationId } };
    if (status >= 500) {
      const reason = failure instanceof Error ? failure.message : failure === undefined ? undefined : String(failure);
      logInBackground({ ...base, level: 'error', type: 'error', message: `${endpoint} failed with ${status}`, context: { ...base.context, ...(reason ? { reason: reason.slice(0, 500) } : {}) } }, context);
    } else if (status >= 400) {
      logInBackground({ ...base, level: 'warn', type: 'api_error', message: `${endpoint} answered ${status}` }, context);
    } else {
      logInBackground({ ...base, level: 'warn', type: 'performance', message: `${endpoint} took ${Math.round(duration)} ms` }, context);
    }
  } catch {
    // logging must never break a request
  }
}

/**
 * Declares an HTTP function once; Azure registration and the local host both consume this
 * declaration. Every call passes the same checks: state-changing requests must come from the app's
 * own origin; non-public functions need a live session (401) and admin functions the admin role (403);
 * API responses are never sniffed and session-dependent ones never cached; admin writes are audited.
 */
export function declareHttp<A extends Access>(declaration: HttpFunctionDeclaration<A>): DeclaredHttpFunction {
  const admit = async (request: HttpRequest, context: InvocationContext): Promise<Admission> => {
    try {
      if (UNSAFE_METHODS.has(request.method) && !isSameOriginRequest(request)) {
        return { ok: false, response: errorResponse(403, 'forbidden', 'Cross-site requests are not allowed') };
      }
      if (declaration.access === 'public') return { ok: true, caller: undefined };
      const caller = await resolveSession(readSessionToken(request));
      if (!caller) return { ok: false, response: errorResponse(401, 'unauthorized', 'You need to log in') };
      if (declaration.access === 'admin' && caller.role !== 'admin') return { ok: false, response: errorResponse(403, 'forbidden', 'Admin access required') };
      if (declaration.access === 'owner' && caller.role !== 'owner') return { ok: false, response: errorResponse(403, 'forbidden', 'Restaurant owner access required') };
      return { ok: true, caller };
    } catch (err) {
      return { ok: false, response: internalError(err, context) };
    }
  };

  const run = async (request: HttpRequest, context: InvocationContext, admitted?: Admission): Promise<HttpResponseInit> => {
    const startedAt = performance.now();
    const admission = admitted ?? (await admit(request, context));
    let response: HttpResponseInit;
    let failure: unknown;
    if (!admission.ok) {
      response = admission.response;
    } else {
      try {
        response = await declaration.handler(request, context, admission.caller as CallerFor<A>);
      } catch (err) {
        failure = err;
        response = internalError(err, context);
      }
    }
    logRequest(declaration.name, request, response.status ?? 200, performance.now() - startedAt, failure, context);
    const headers = new Headers(response.headers as HeadersInit | undefined);
    headers.set('X-Content-Type-Options', 'nosniff');
    if (declaration.access !== 'public') headers.set('Cache-Control', 'no-store');
    response = { ...response, headers: Object.fromEntries(headers) };

    const caller = admission.ok ? admission.caller : undefined;
    if (declaration.access === 'admin' && caller && UNSAFE_METHODS.has(request.method) && (response.status ?? 200) < 400) {
      await recordAdminAction({ caller, action: declaration.name, method: request.method, params: request.params }).catch((err) =>
        context.error('Could not write the audit log entry', err),
      );
    }
    return response;
  };
  const fn = { ...declaration, maxBodyBytes: declaration.maxBodyBytes ?? MAX_JSON_BODY_BYTES, admit, run } as DeclaredHttpFunction;
  declared.push(fn);
  if (registersWithAzure()) {
    app.http(declaration.name, { route: declaration.route, methods: declaration.methods, authLevel: 'anonymous', handler: (request, context) => run(request, context) });
  }
  return fn;
}
