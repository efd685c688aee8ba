import { DISH_CONNECTOR, type DraftDish, type PageReading } from './assemble';

/**
 * A food hall's vendors over their all-week dishes ('Dumpling Dojo' / 'Pan-asiatiskt street food' / 'Veckans lunch' /
 * 'Bao med …'; 'Pizzabaren' / 'Surdegspizza från stenugn' / 'Veckans lunchpizza: …'): unpriced names without sides,
 * directly above a heading, a label or a price line, caption the vendor's dishes below; they are no dishes. A run of
 * two (the vendor's name and its one-line description), or one name in title case ('Husmanskök Tyra'); two vendors at least.
 */
/** A dish's connectors ('med', 'och', ','), and 'utan' / 'eller' that no vendor's name holds either. */
const hasConnector = (name: string) => DISH_CONNECTOR.test(name) || /(?<!\p{L})(?:utan|eller)(?!\p{L})/iu.test(name);
/** What the line below a caption is: a heading, a label or a stated price, never another dish of the list. */
const HEADING_KINDS = new Set(['title', 'section', 'week', 'category', 'includes', 'price', 'dayRange']);

const captionShaped = (d: DraftDish) =>
  d.price === null && !d.ownPrice && !d.labelled && !d.description && d.name.split(/\s+/).length <= 4 && !hasConnector(d.name) && !/\d/.test(d.name);
const titleCase = (name: string) => /^\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)+$/u.test(name);

export function dropVendorCaptions(page: PageReading): void {
  const byLine = new Map<number, DraftDish>();
  for (const b of page.blocks) for (const d of [...b.weekly.map((w) => w.dish), ...b.loose]) byLine.set(d.line, d);
  const all = page.blocks.flatMap((b) => [...[...b.days.values()].flat(), ...b.weekly.map((w) => w.dish), ...b.loose]);
  // Only on a page whose dishes list their sides: there a name without any stands out.
  if (all.filter((d) => hasConnector(d.name)).length < 2) return;
  const runs: DraftDish[][] = [];
  let run: DraftDish[] = [];
  const lines = [...page.lineKinds.keys()].sort((a, b) => a - b);
  for (const line of lines) {
    const kinds = page.lineKinds.get(line)!;
    const dish = byLine.get(line);
    if (dish && kinds.length === 1 && captionShaped(dish)) {
      run.push(dish);
      continue;
    }
    // A label of its own ('Veckans lunchpizza: …'), not the section's heading every dish of the section carries.
    const labelled = dish && (dish.labelled || (dish.category && dish.category !== run[run.length - 1]?.category));
    if (run.length > 0 && (labelled || kinds.some((k) => HEADING_KINDS.has(k))) && (run.length === 2 || (run.length === 1 && titleCase(run[0].name)))) runs.push(run);
    if (kinds.some((k) => k !== 'note' && k !== 'furniture')) run = [];
  }
  // A hall has vendors: one such run alone may be a short list of dishes above the next heading.
  if (runs.length < 2) return;
  const captions = new Set(runs.flat());
  for (const b of page.blocks) {
    b.weekly = b.weekly.filter((w) => !captions.has(w.dish));
    b.loose = b.loose.filter((d) => !captions.has(d));
  }
}

/**
 * 'Restaurang Smedjan' / 'Kafé Städet' (a tab list above the menu) … 'Kafé Städet' (the second panel's heading): a name
 * without sides that stands in a row of such names above the first day and comes back further down is a tab or
 * venue title wherever it stands, no dish.
 */
export function dropRepeatedTabTitles(page: PageReading): void {
  const firstDay = Math.min(...page.blocks.flatMap((b) => [...b.days.values()].flat().map((d) => d.line)));
  const all = page.blocks.flatMap((b) => [...[...b.days.values()].flat(), ...b.weekly.map((w) => w.dish), ...b.loose]);
  const above = all.filter((d) => d.line < firstDay && captionShaped(d)).sort((a, b) => a.line - b.line);
  // A row: two or more such names on consecutive lines.
  const row = new Set(above.filter((d, i) => above[i - 1]?.line === d.line - 1 || above[i + 1]?.line === d.line + 1).map((d) => d.name.toLowerCase()));
  const titles = new Set([...row].filter((name) => all.some((d) => d.line > firstDay && d.name.toLowerCase() === name)));
  if (titles.size === 0) return;
  const isTitle = (d: DraftDish) => titles.has(d.name.toLowerCase()) && captionShaped(d);
  for (const b of page.blocks) {
    for (const [day, list] of b.days) b.days.set(day, list.filter((d) => !isTitle(d)));
    b.weekly = b.weekly.filter((w) => !isTitle(w.dish));
    b.loose = b.loose.filter((d) => !isTitle(d));
  }
}
