/**
 * Azure Functions route templates ("restaurants/{id}", "admin/restaurants/{id}/menus/{menuId?}",
 * "files/{*path}", constraints like "{page:int}") compiled to matchers, as the Functions host does.
 */
export interface RouteMatcher {
  template: string;
  /** Literal segments weigh more, so "restaurants/new" wins over "restaurants/{id}". */
  specificity: number;
  match(path: string): Record<string, string> | undefined;
}

export function compileRoute(template: string): RouteMatcher {
  const segments = template.replace(/^\/+|\/+$/g, '').split('/').filter(Boolean);
  let pattern = '^';
  const names: string[] = [];
  let specificity = 0;
  for (const segment of segments) {
    const param = /^\{(\*)?([A-Za-z_][A-Za-z0-9_]*)(?::([a-z]+))?(\?)?\}$/.exec(segment);
    if (!param) {
      pattern += `/${escapeRegExp(segment)}`;
      specificity += 10;
      continue;
    }
    const [, catchAll, name, constraint, optional] = param;
    names.push(name);
    const value = catchAll ? '(.*)' : constraint === 'int' ? '(-?\\d+)' : '([^/]+)';
    pattern += optional || catchAll ? `(?:/${value})?` : `/${value}`;
    specificity += 1;
  }
  const regex = new RegExp(`${pattern}/?$`, 'i');
  return {
    template,
    specificity,
    match(path) {
      const m = regex.exec(path);
      if (!m) return undefined;
      const params: Record<string, string> = {};
      names.forEach((name, i) => {
        if (m[i + 1] !== undefined) params[name] = decodeURIComponent(m[i + 1]);
      });
      return params;
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
