import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CORPUS_DIR, expectationDefaults, fingerprintOf, loadCorpus, readPage, scorePage, type CorpusPage, type PageScore,
} from '../../test/fixtures/menu-corpus/corpus';
import { htmlToText } from './html-to-text';
import { pdfToText } from './pdf-to-text';

/**
 * Runs the whole text pipeline over the training corpus (functions/test/fixtures/menu-corpus) as the bench
 * does (simulated previous harvest, publish gate) and compares every page with its baseline
 * (menu-corpus/baseline.json, written by `npm run bench:extract -- --write-baseline`): a page may not get
 * worse. The held-out split is not read here: it is scored by the bench only.
 */
interface BaselineEntry {
  truePositives: number;
  found: number;
  published: boolean;
  wrongPublished: number;
  weekOk: boolean;
}

const BASELINE_FILE = path.join(CORPUS_DIR, 'baseline.json');
let pages: CorpusPage[] = [];
const scores = new Map<string, PageScore>();

beforeAll(async () => {
  pages = await loadCorpus();
  for (const page of pages) {
    const text = page.kind === 'html' ? htmlToText(page.html) : await pdfToText(page.pdf);
    const unchanged = expectationDefaults(page.expected).previousText === 'unchanged-earlier-week';
    const { extraction, published } = readPage(text, page.expected, unchanged ? fingerprintOf(text, page.expected) : undefined);
    scores.set(page.id, scorePage(page.id, page.expected, extraction, published));
  }
}, 60_000);

function loadBaseline(): Record<string, BaselineEntry> {
  if (!existsSync(BASELINE_FILE)) {
    throw new Error(`${BASELINE_FILE} is missing: write it with \`npm run bench:extract -- --write-baseline\``);
  }
  return JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Record<string, BaselineEntry>;
}

describe('menu corpus', () => {
  it('holds at least 40 pages, 8 of them PDFs', () => {
    expect(pages.length).toBeGreaterThanOrEqual(40);
    expect(pages.filter((p) => p.kind === 'pdf').length).toBeGreaterThanOrEqual(8);
  });

  it('has a baseline entry for every page', () => {
    const baseline = loadBaseline();
    const without = pages.map((p) => p.id).filter((id) => !(id in baseline));
    expect(without, `pages without a baseline (run npm run bench:extract -- --write-baseline): ${without.join(', ')}`).toEqual([]);
  });

  it('gets no page worse than its baseline', () => {
    const baseline = loadBaseline();
    const worse: string[] = [];
    for (const [id, s] of scores) {
      const base = baseline[id];
      if (!base) continue;
      if (s.truePositives < base.truePositives) worse.push(`${id}: ${s.truePositives} right dishes, baseline ${base.truePositives}`);
      if (s.wrongPublished > base.wrongPublished) worse.push(`${id}: ${s.wrongPublished} wrong dishes published, baseline ${base.wrongPublished}`);
      if (base.weekOk && !s.weekOk) worse.push(`${id}: week wrong, baseline right`);
    }
    expect(worse, `pages worse than their baseline:\n${worse.join('\n')}`).toEqual([]);
  });
});
