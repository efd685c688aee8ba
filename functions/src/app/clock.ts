/** The one source of "now" on the server, so time-dependent rules have a single seam. */
export function now(): Date {
  return new Date();
}
