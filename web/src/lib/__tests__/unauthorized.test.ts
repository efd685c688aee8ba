import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The handler keeps page-lifetime state (a signed-in user seen, a redirect under way): a fresh module per test.
async function load() {
  vi.resetModules();
  const unauthorized = await import('../unauthorized');
  const toasts = await import('../toast-store');
  const { HttpError } = await import('../api-client'); // the class the fresh module checks against
  return { ...unauthorized, ...toasts, HttpError };
}

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  assign = vi.fn();
  vi.stubGlobal('window', { location: { assign } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('unauthorized notice', () => {
  it('says "Session expired" on the login page only after a session really ended', async () => {
    const { unauthorizedNotice, isSessionExpiredRedirect } = await load();
    expect(unauthorizedNotice(false)).toEqual({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', loginHref: '/login' });
    expect(unauthorizedNotice(true).loginHref).toBe('/login?expired=1');
    expect(isSessionExpiredRedirect('?expired=1')).toBe(true);
    expect(isSessionExpiredRedirect('')).toBe(false);
    expect(isSessionExpiredRedirect('?next=%2Fadmin')).toBe(false);
  });
});

describe('handleUnauthorized', () => {
  it('sends a visitor who never signed in to the plain login page after 0.5 s, with the toast', async () => {
    const { handleUnauthorized, currentToasts, UNAUTHORIZED_REDIRECT_MS, HttpError } = await load();
    handleUnauthorized(new HttpError(401, '', 'Unauthorized'));
    expect(currentToasts().map((t) => [t.title, t.description])).toEqual([['Unauthorized', 'You are logged out. Logging in again...']]);
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('sends a user whose session ended to the login page that says so, once for many failures', async () => {
    const { handleUnauthorized, noteSignedInUser, currentToasts, HttpError } = await load();
    noteSignedInUser();
    handleUnauthorized(new HttpError(401, '', 'Unauthorized'));
    handleUnauthorized(new HttpError(401, '', 'Unauthorized'));
    expect(currentToasts()).toHaveLength(1);
    vi.runAllTimers();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login?expired=1');
  });

  it('leaves every other failure to the caller', async () => {
    const { handleUnauthorized, currentToasts, HttpError } = await load();
    handleUnauthorized(new HttpError(403, '', 'Forbidden'));
    handleUnauthorized(new HttpError(500, '', 'Internal Server Error'));
    handleUnauthorized(new Error('network'));
    vi.runAllTimers();
    expect(currentToasts()).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});
