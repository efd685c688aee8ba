import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { integrationFiles, repoRoot, usesOwnStackOnly } from './test-files';

/**
 * The `isolated` and `isolated-browser` projects run two files at a time (vitest.config.ts). That is
 * safe only while such files share nothing: each stack gets a DATA_DIR made for it (mkdtemp) and a
 * free port, and the one thing they do share, the project's lunch-page server, holds pages under
 * names only one file uses. These checks read the files, so a new file that breaks the rule fails here
 * rather than now and then in a parallel run.
 */
const isolated = integrationFiles().filter(usesOwnStackOnly);
const textOf = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

/** Page file names a test serves from the shared lunch-page server (menuPagesDir). */
export function pageNamesIn(text: string): string[] {
  if (!/inject\('menuPagesDir'\)/.test(text)) return [];
  return [...new Set(text.match(/[\w-]+\.(?:html|pdf)\b/g) ?? [])];
}

/** Which files name the same page (a page name read or written by two files). */
export function sharedPageNames(files: { file: string; text: string }[]): Record<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const { file, text } of files) for (const name of pageNamesIn(text)) owners.set(name, [...(owners.get(name) ?? []), file]);
  return Object.fromEntries([...owners].filter(([, users]) => users.length > 1));
}

describe('files that run side by side share nothing', () => {
  it('finds the isolated files (the ones that start stacks of their own)', () => {
    expect(isolated).toContain('functions/test/persistence.test.ts');
    expect(isolated).toContain('web/e2e/harvesting.test.ts');
    expect(isolated.every((f) => !/inject\('baseUrl'\)/.test(textOf(f)))).toBe(true);
  });

  it('each stack gets a DATA_DIR made for it, never a fixed one, and a free port', () => {
    for (const file of isolated) {
      const text = textOf(file);
      expect(text, file).toMatch(/mkdtempSync\(/);
      expect(text, `${file}: a fixed DATA_DIR`).not.toMatch(/dataDir:\s*['"`]/);
      expect(text, `${file}: a fixed port`).not.toMatch(/\bport:\s*\d/);
    }
  });

  it('no page on the shared lunch-page server is named by two files', () => {
    const withPages = isolated.map((file) => ({ file, text: textOf(file) })).filter(({ text }) => pageNamesIn(text).length > 0);
    expect(withPages.length).toBeGreaterThan(1); // the check below has files to compare
    expect(sharedPageNames(withPages)).toEqual({});
  });

  it('would see two files naming the same page', () => {
    const a = { file: 'a.test.ts', text: "inject('menuPagesDir'); fs.writeFileSync(path.join(pagesDir, 'crash.html'), page)" };
    const b = { file: 'b.test.ts', text: "inject('menuPagesDir'); const url = `${pagesUrl}/crash.html`" };
    expect(sharedPageNames([a, b])).toEqual({ 'crash.html': ['a.test.ts', 'b.test.ts'] });
  });
});
