/**
 * Menu extraction bench: runs the whole pipeline (HTML -> text or PDF -> text, then the rule-based
 * extractMenu) over the labelled corpus in functions/test/fixtures/menu-corpus and prints dish-level
 * precision/recall/F1, week and classification accuracy and throughput.
 *
 * Timed: text extraction plus menu extraction per page (corpus loading and PDF generation are not).
 * Exits 1 when a target is missed: F1 >= 0.95, week detection 100 %, >= 200 pages/s.
 */
import { extractMenu, type MenuExtraction } from '@lunch/shared';
import { htmlToText } from '../src/harvest/html-to-text';
import { pdfToText } from '../src/harvest/pdf-to-text';
import { loadCorpus, scoreCorpus, scorePage, type CorpusPage, type PageScore } from '../test/fixtures/menu-corpus/corpus';

async function run(page: CorpusPage): Promise<MenuExtraction> {
  const text = page.kind === 'html' ? htmlToText(page.html) : await pdfToText(page.pdf);
  return extractMenu(text, { today: page.expected.today });
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

async function main(): Promise<void> {
  const pages = await loadCorpus();
  // Warm-up: the first pdfjs document loads its worker code; JIT settles.
  for (const page of pages) await run(page);

  const rounds = 5;
  const scores: PageScore[] = [];
  const byKind = { html: { n: 0, ms: 0 }, pdf: { n: 0, ms: 0 } };
  const started = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const page of pages) {
      const t0 = performance.now();
      const result = await run(page);
      byKind[page.kind].ms += performance.now() - t0;
      byKind[page.kind].n++;
      if (r === 0) scores.push(scorePage(page.id, page.expected, result));
    }
  }
  const elapsed = (performance.now() - started) / 1000;
  const pagesPerSecond = (rounds * pages.length) / elapsed;
  const total = scoreCorpus(scores);

  for (const s of scores) {
    if (s.missing.length === 0 && s.extra.length === 0 && s.weekOk && s.classificationOk) continue;
    const parts = [`${s.id}:`];
    if (!s.weekOk) parts.push('WEEK WRONG');
    if (!s.classificationOk) parts.push('CLASSIFICATION WRONG');
    if (s.missing.length) parts.push(`missing ${s.missing.map((d) => `${d.day} "${d.name}" ${d.price}`).join('; ')}`);
    if (s.extra.length) parts.push(`extra ${s.extra.map((d) => `${d.day} "${d.name}" ${d.price}`).join('; ')}`);
    console.log(parts.join(' '));
  }
  const html = pages.filter((p) => p.kind === 'html').length;
  console.log(`\ncorpus: ${pages.length} pages (${html} HTML, ${pages.length - html} PDF), ${scores.reduce((s, p) => s + p.expected, 0)} expected dishes`);
  console.log(`dish precision ${pct(total.precision)}  recall ${pct(total.recall)}  F1 ${total.f1.toFixed(3)}`);
  console.log(`week detection ${pct(total.weekAccuracy)}  classification ${pct(total.classificationAccuracy)}`);
  console.log(`throughput ${pagesPerSecond.toFixed(0)} pages/s (text extraction + extractMenu, ${rounds} rounds)` +
    `; mean ${(byKind.html.ms / Math.max(1, byKind.html.n)).toFixed(2)} ms per HTML page, ${(byKind.pdf.ms / Math.max(1, byKind.pdf.n)).toFixed(2)} ms per PDF page`);

  const missed: string[] = [];
  if (total.f1 < 0.95) missed.push('F1 < 0.95');
  if (total.weekAccuracy < 1) missed.push('week detection < 100 %');
  if (pagesPerSecond < 200) missed.push('throughput < 200 pages/s');
  if (missed.length) {
    console.log(`TARGETS MISSED: ${missed.join(', ')}`);
    process.exitCode = 1;
  } else console.log('all targets met');
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
