import type { Cookie, HttpRequest } from '@azure/functions';

/**
 * The session cookie: "__Host-" so browsers only accept it Secure, host-only and Path=/; HttpOnly so
 * scripts cannot read it; SameSite=Lax so other sites cannot send it with their POSTs.
 */
export const SESSION_COOKIE = '__Host-session';
export const SESSION_ABSOLUTE_SECONDS = 12 * 3600;

export function readSessionToken(request: HttpRequest): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export function sessionCookie(token: string): Cookie {
  return { name: SESSION_COOKIE, value: token, path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: SESSION_ABSOLUTE_SECONDS };
}

export function clearedSessionCookie(): Cookie {
  return { name: SESSION_COOKIE, value: '', path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: 0 };
}
