// Probe (issue 19, fifth session): does a reading whose coarse layout (week source, table or lines, how days are written,
// the dishes' price scope, dishes a day) no right reading of an earlier set had predict a wrong published reading?
// npx tsx functions/bench/layout-novelty-probe.ts — prints, per later set, the gate alone and the gate plus "known layout".
import { htmlToText } from '../src/harvest/html-to-text';
import { pdfToText } from '../src/harvest/pdf-to-text';
import { toLines } from '../../shared/src/menu-extraction/lines';
import { classifyLine } from '../../shared/src/menu-extraction/classify-line';
import { expectationDefaults, fingerprintOf, loadCorpus, loadHeldOut, readPage, scorePage, type CorpusPage } from '../test/fixtures/menu-corpus/corpus';

async function textOf(page: CorpusPage) { return page.kind === 'html' ? htmlToText(page.html) : pdfToText(page.pdf); }

function layoutOf(text: string, today: string, ex: ReturnType<typeof readPage>['extraction']): string {
  const lines = toLines(text);
  const kinds = lines.map((l) => (l.cells.length > 1 ? l.cells.map((c) => classifyLine(c, today).kind) : [classifyLine(l.text, today).kind]));
  const table = lines.filter((l) => l.cells.length > 1).length >= 3 ? 'T' : 'L';
  const dayLines = kinds.filter((k, i) => k.includes('day'));
  const dayInline = lines.filter((l, i) => kinds[i].includes('day') && l.cells.length === 1 && ((k) => k.kind === 'day' && k.rest.length > 3)(classifyLine(l.text, today))).length;
  const days = dayLines.length === 0 ? 'none' : dayInline * 2 > dayLines.length ? 'inline' : 'head';
  const scopes = new Map<string, number>();
  for (const d of ex.dishes) scopes.set(d.priceScope ?? 'none', (scopes.get(d.priceScope ?? 'none') ?? 0) + 1);
  const scope = [...scopes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '-';
  const perDay = new Map<string, number>();
  for (const d of ex.dishes) perDay.set(d.date, (perDay.get(d.date) ?? 0) + 1);
  const counts = [...perDay.values()].sort((a, b) => a - b);
  const median = counts[counts.length >> 1] ?? 0;
  const desc = ex.dishes.some((d) => d.description) ? 'D' : '';
  return `${ex.evidence.weekSource}|${table}|${days}|${scope}|${Math.min(median, 3)}${desc}`;
}

const training = await loadCorpus();
const batches = await loadHeldOut();
type Row = { set: string; layout: string; right: boolean; published: boolean; wrong: number; pubFound: number; ordinary: boolean };
const rows: Row[] = [];
for (const [set, pages] of [['training', training] as const, ...batches.map((b) => [b.name, b.pages] as const)]) {
  for (const page of pages) {
    const text = await textOf(page);
    const unchanged = expectationDefaults(page.expected).previousText === 'unchanged-earlier-week';
    const { extraction, published } = readPage(text, page.expected, unchanged ? fingerprintOf(text, page.expected) : undefined);
    const s = scorePage(page.id, page.expected, extraction, published);
    rows.push({ set, layout: layoutOf(text, page.expected.today, extraction), right: s.missing.length === 0 && s.extra.length === 0, published, wrong: s.wrongPublished, pubFound: s.publishedFound, ordinary: expectationDefaults(page.expected).ordinary });
  }
}
const num = (set: string) => (set === 'training' ? 0 : Number(set.slice(6)));
for (const [from, to] of [[13, 28], [29, 44], [45, 52], [53, 56], [57, 60]]) {
  const known = new Set(rows.filter((r) => num(r.set) < from && r.right && r.published).map((r) => r.layout));
  const evalRows = rows.filter((r) => num(r.set) >= from && num(r.set) <= to);
  const stat = (gate: (r: Row) => boolean) => {
    const pub = evalRows.filter((r) => r.published && gate(r));
    const found = pub.reduce((a, r) => a + r.pubFound, 0), wrong = pub.reduce((a, r) => a + r.wrong, 0);
    const ord = evalRows.filter((r) => r.ordinary);
    return `precision ${(1 - wrong / Math.max(1, found)).toFixed(3)} ordinary published ${(100 * ord.filter((r) => r.published && gate(r)).length / ord.length).toFixed(1)} %`;
  };
  console.log(`${from}-${to}: known layouts ${known.size}; gate alone: ${stat(() => true)}; + known layout: ${stat((r) => known.has(r.layout))}`);
}
