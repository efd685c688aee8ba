import { extractMenu } from '@lunch/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus, scoreCorpus, scorePage, type CorpusPage, type PageScore } from '../../test/fixtures/menu-corpus/corpus';
import { htmlToText } from './html-to-text';
import { pdfToText } from './pdf-to-text';

/** Runs the whole text pipeline over the labelled corpus (functions/test/fixtures/menu-corpus). */
let pages: CorpusPage[] = [];
const scores = new Map<string, PageScore>();

beforeAll(async () => {
  pages = await loadCorpus();
  for (const page of pages) {
    const text = page.kind === 'html' ? htmlToText(page.html) : await pdfToText(page.pdf);
    scores.set(page.id, scorePage(page.id, page.expected, extractMenu(text, { today: page.expected.today })));
  }
}, 60_000);

describe('menu corpus', () => {
  it('holds at least 40 pages, 8 of them PDFs', () => {
    expect(pages.length).toBeGreaterThanOrEqual(40);
    expect(pages.filter((p) => p.kind === 'pdf').length).toBeGreaterThanOrEqual(8);
  });

  it('finds the expected week and classification on every page', () => {
    const wrong = [...scores.values()].filter((s) => !s.weekOk || !s.classificationOk).map((s) => s.id);
    expect(wrong).toEqual([]);
  });

  it('keeps dish F1 over the corpus at 0.95 or more', () => {
    const total = scoreCorpus([...scores.values()]);
    expect(total.f1).toBeGreaterThanOrEqual(0.95);
  });
});
