/** How long a framed lunch page may take before the frame is given up for the new-tab link. */
export const FRAME_LOAD_TIMEOUT_MS = 12_000;

/** Spec section 5: an update URL without http:// or https:// gets https:// in front. */
export function frameUrl(url: string | undefined): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}
