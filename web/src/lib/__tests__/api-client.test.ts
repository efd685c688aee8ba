import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, HttpError, isHttpError, withQuery } from '../api-client';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('withQuery', () => {
  it('leaves out empty values and comma-joins lists', () => {
    expect(
      withQuery('/api/restaurants', { city: 'Malmö', page: 2, search: '', price: undefined, cuisines: ['Thai', 'Sushi'], dietaryOptions: [] }),
    ).toBe('/api/restaurants?city=Malm%C3%B6&page=2&cuisines=Thai%2CSushi');
  });

  it('returns the path unchanged without parameters', () => {
    expect(withQuery('/api/x', {})).toBe('/api/x');
  });
});

describe('api', () => {
  it('sends cookies and no content type on a GET', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }));
    await expect(api.get('/api/x')).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.credentials).toBe('include');
    expect(init.headers).toBeUndefined();
  });

  it('sends a body as JSON', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(api.post('/api/login', { username: 'a', password: 'b' })).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"username":"a","password":"b"}');
    expect(init.credentials).toBe('include');
  });

  it('turns a non-ok response into "{status}: {body}" and keeps the status', async () => {
    stubFetch(new Response('{"error":"not_found","message":"No restaurant"}', { status: 404, statusText: 'Not Found' }));
    const error = await api.get('/api/restaurants/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('404: {"error":"not_found","message":"No restaurant"}');
    expect(isHttpError(error, 404)).toBe(true);
    expect(isHttpError(error, 401)).toBe(false);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(api.get('/api/auth/user')).rejects.toThrow('401: Unauthorized');
  });
});
