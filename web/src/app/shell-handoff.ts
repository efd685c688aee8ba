/**
 * React replaces index.html's pre-rendered shell (header, home hero, cookie banner) with the same
 * markup. What a visitor did to the shell before the app ran carries over (public/boot.js notes it):
 * the element that had focus gets it back, and the last button pressed is pressed again. Elements are
 * found by their place under the same landmark (header, main or the cookie banner; the places are the
 * same in both, web/e2e/static-pages.test.ts checks them), and must be the same kind of element with
 * the same text. Call once React has rendered.
 */
export function handOverShell(): void {
  const html = document.documentElement;
  const focused = html.getAttribute('data-focused');
  const pressed = html.getAttribute('data-pressed');
  html.removeAttribute('data-focused');
  html.removeAttribute('data-pressed');
  // Focus that was on the shell went with it; focus the visitor has moved since stays where it is.
  if (focused && (document.activeElement === document.body || document.activeElement === null)) find(focused)?.focus();
  if (pressed) find(pressed)?.click();
}

/** ".site-header|0 1|BUTTON|Meny": the landmark, the place under it, the tag name and the text. */
function find(noted: string): HTMLElement | null {
  const [landmark, path, tagName, text] = noted.split('|');
  let node: Element | null | undefined = document.querySelector(`#root > :not(.prerendered) ${landmark}`);
  for (const index of path ? path.split(' ').map(Number) : []) node = node?.children[index];
  const same = node instanceof HTMLElement && node.tagName === tagName && node.textContent === text;
  return same ? (node as HTMLElement) : null;
}
