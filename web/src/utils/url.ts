/**
 * A link target for a website taken from restaurant data: absolute http(s) only, a bare host such
 * as "www.example.se" gets https://. Anything else (javascript:, mailto:, garbage) gives null.
 */
export function safeWebsiteUrl(value: string | undefined | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

/** An image source from data: a same-site path ("/x.webp") or an absolute http(s) URL, else null. */
export function safeImageSrc(value: string | undefined | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  return /^https?:\/\//i.test(text) ? text : null;
}

/** A tel: link target: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
