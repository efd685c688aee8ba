import { app, type HttpMethod, type HttpRequest, type HttpResponseInit, type InvocationContext } from '@azure/functions';
import { errorResponse, internalError } from '../http/responses';

/** Who may call a function. Enforced in one place (the pipeline below), before the handler runs. */
export type Access = 'public' | 'user' | 'admin';

export type HttpHandler = (request: HttpRequest, context: InvocationContext) => Promise<HttpResponseInit>;

export interface HttpFunctionDeclaration {
  /** Function name in Azure, also used in logs. */
  name: string;
  /** Route template without the "api" prefix, e.g. "restaurants/{id}". */
  route: string;
  methods: HttpMethod[];
  access: Access;
  handler: HttpHandler;
}

export interface DeclaredHttpFunction extends HttpFunctionDeclaration {
  /** The handler wrapped with access checks and error handling: what Azure and the local host both run. */
  run: HttpHandler;
}

const declared: DeclaredHttpFunction[] = [];
let registerWithAzure = true;

/**
 * The project's local host calls this before importing the function files: without the Functions
 * runtime, @azure/functions cannot register anything, so declarations are only collected.
 */
export function collectDeclarationsOnly(): void {
  registerWithAzure = false;
}

export function declaredHttpFunctions(): readonly DeclaredHttpFunction[] {
  return declared;
}

/** Declares an HTTP function once; Azure registration and the local host both consume this declaration. */
export function declareHttp(declaration: HttpFunctionDeclaration): DeclaredHttpFunction {
  const run: HttpHandler = async (request, context) => {
    try {
      if (declaration.access !== 'public') {
        // Sessions arrive with the accounts work; until then nothing but public functions can be called.
        return errorResponse(401, 'unauthorized', 'You need to log in');
      }
      return await declaration.handler(request, context);
    } catch (err) {
      return internalError(err, context);
    }
  };
  const fn: DeclaredHttpFunction = { ...declaration, run };
  declared.push(fn);
  if (registerWithAzure) {
    app.http(declaration.name, {
      route: declaration.route,
      methods: declaration.methods,
      authLevel: 'anonymous',
      handler: run,
    });
  }
  return fn;
}
