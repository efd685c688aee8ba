/**
 * React replaces index.html's pre-rendered shell (header, home hero, cookie banner) with the same
 * markup. What a visitor did to the shell before the app ran carries over: the element that had focus
 * keeps it, and the last button pressed (noted by public/boot.js) is pressed again. Elements are found
 * by their place under #root, the same in both (web/e2e/static-pages.test.ts checks the places), and
 * must be the same kind of element with the same text.
 */
export function takeOverShell(): () => void {
  const root = document.getElementById('root')!;
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && active.closest('.prerendered') ? describe(root, active) : null;
  const [pressedPath, pressedText] = document.documentElement.getAttribute('data-pressed')?.split('|') ?? [];
  const pressed = pressedPath !== undefined ? { path: pressedPath.split(' ').map(Number), tagName: 'BUTTON', text: pressedText } : null;
  document.documentElement.removeAttribute('data-pressed');
  let done = false;
  // Called once React has rendered.
  return () => {
    if (done) return;
    done = true;
    if (focused) find(root, focused)?.focus();
    if (pressed) find(root, pressed)?.click();
  };
}

interface Described {
  path: number[];
  tagName: string;
  text: string;
}

function describe(root: Element, element: HTMLElement): Described {
  const path: number[] = [];
  for (let node: Element = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return { path, tagName: element.tagName, text: element.textContent ?? '' };
}

function find(root: Element, { path, tagName, text }: Described): HTMLElement | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  const same = node instanceof HTMLElement && !node.closest('.prerendered') && node.tagName === tagName && node.textContent === text;
  return same ? (node as HTMLElement) : null;
}
