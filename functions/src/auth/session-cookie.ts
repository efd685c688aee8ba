import type { Cookie, HttpRequest } from '@azure/functions';

/**
 * The session cookie: "__Host-" so browsers only accept it Secure, host-only and Path=/; HttpOnly so
 * scripts cannot read it; SameSite=Lax so other sites cannot send it with their POSTs.
 */
export const SESSION_COOKIE = '__Host-session';
export const SESSION_ABSOLUTE_SECONDS = 12 * 3600;

export function readSessionToken(request: HttpRequest): string | undefined {
  return readTokenCookie(request, SESSION_COOKIE);
}

/**
 * The device cookie (OWASP "device cookies"): a 256-bit random token set on every successful login
 * and bound server-side to that account, so a browser that signed in before is recognised and is not
 * locked out by failures from elsewhere. "__Host-", HttpOnly and Secure like the session;
 * SameSite=Strict, since it is only ever needed by the login form's own POST; kept for 180 days.
 */
export const DEVICE_COOKIE = '__Host-device';
export const DEVICE_COOKIE_SECONDS = 180 * 24 * 3600;

export function readDeviceToken(request: HttpRequest): string | undefined {
  return readTokenCookie(request, DEVICE_COOKIE);
}

export function deviceCookie(token: string): Cookie {
  return { name: DEVICE_COOKIE, value: token, path: '/', httpOnly: true, secure: true, sameSite: 'Strict', maxAge: DEVICE_COOKIE_SECONDS };
}

/** A cookie's value when it has the shape of one of our tokens (43 base64url characters), else undefined. */
function readTokenCookie(request: HttpRequest, cookieName: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === cookieName) {
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
