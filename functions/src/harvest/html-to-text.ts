import { Parser } from 'htmlparser2';
import { INVISIBLE, weekNumberText } from '@lunch/shared';

/**
 * HTML to text that keeps the structure the menu extractor reads:
 * - headings, paragraphs, list items and other blocks on their own lines; <br> breaks a line;
 * - a table row is one line with its cells joined by ' | ' (empty cells kept, so columns stay aligned);
 *   line breaks inside a cell become ' / ', except in a row with a single filled cell (a layout table, as in
 *   e-mail newsletters), whose lines stay lines;
 * - buttons are dropped, except those that open a section (accordion and tab headers, with aria-controls,
 *   aria-expanded or data-(bs-)toggle): their text is the section's heading;
 * - <pre>, and any element styled white-space: pre / pre-wrap / pre-line (a newsletter or a pasted text in a
 *   div), keeps its line breaks, and runs of two or more spaces in it become ' | ' (text tables);
 * - entities decoded, whitespace collapsed;
 * - the week a document's <title> names ('Lunch v.7 – Krogen') is the first line ('v.7') when the visible text
 *   names none: a page whose menu states its week only there is then not read as this week's once it changes;
 * - dropped: script, style, noscript, template, svg, iframe, head, form controls, hidden elements, and the
 *   site's navigation and footer (<nav>, <footer>, role=navigation/contentinfo). Those hold links and
 *   addresses, never the week's dishes, and a footer directly after Friday would otherwise read as more
 *   dishes. Opening hours in a footer are lost with it; lunch hours on lunch pages sit next to the menu.
 */
const DROPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'head', 'nav', 'footer', 'select', 'button', 'textarea', 'object', 'canvas', 'map']);
const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'main', 'aside', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li',
  'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tfoot', 'caption', 'blockquote', 'pre', 'figure', 'figcaption',
  'address', 'hr', 'body', 'html', 'center', 'details', 'summary', 'form', 'fieldset', 'legend',
]);

/** Images standing for a heading ('lunchmeny.gif', a day drawn as a picture on an old site): their alt text is kept. */
const IMAGE_HEADING = /meny|lunch|vecka|måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag|monday|tuesday|wednesday|thursday|friday/i;


const INLINE = new Set(['span', 'a', 'strong', 'b', 'em', 'i', 'small', 'label', 'time', 'mark', 'u', 'sup', 'sub']);

function hidden(attribs: Record<string, string>): boolean {
  const role = attribs.role?.toLowerCase();
  if (role === 'navigation' || role === 'contentinfo') return true;
  // A tab panel hidden until its tab is clicked ('Tisdag' … 'Fredag' of a tabs widget) is content a visitor opens.
  // Not one whose content is fetched when the tab opens (data-src): until then it holds only a placeholder ('Laddar…').
  if (role === 'tabpanel' && !attribs['data-src'] && !attribs['data-url']) return false;
  if ('hidden' in attribs || attribs['aria-hidden'] === 'true') return true;
  return /display\s*:\s*none|visibility\s*:\s*hidden/i.test(attribs.style ?? '');
}

export function htmlToText(html: string): string {
  const lines: string[] = [];
  let line = '';
  let skipDepth = 0;
  let row: string[] | null = null;
  let cell: string | null = null;
  // One entry per open element: whether it keeps its line breaks (htmlparser2 closes void elements too).
  const keepsBreaks: boolean[] = [];
  let preDepth = 0;
  let afterInline = false;
  let openedInline = false;
  // The document's first <title>, read although <head> is dropped.
  let title: string | null = null;
  let titleOpen = false;
  let svgDepth = 0; // an SVG drawing's <title> names the drawing

  const flush = () => {
    const text = line.replace(/\s+/g, ' ').replace(/^\|\s*|\s*\|$/g, '').trim();
    if (text) lines.push(text);
    line = '';
  };
  const append = (text: string) => {
    if (cell !== null) cell += text;
    else line += text;
  };
  const breakLine = () => {
    if (cell !== null) cell += CELL_BREAK;
    else flush();
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const pre = name === 'pre' || /white-space\s*:\s*pre/i.test(attribs.style ?? '');
        keepsBreaks.push(pre);
        if (pre) preDepth++;
        if (name === 'svg') svgDepth++;
        if (name === 'title' && title === null && svgDepth === 0) {
          title = '';
          titleOpen = true;
        }
        if (skipDepth > 0 || (DROPPED.has(name) && !(name === 'button' && togglesSection(attribs))) || hidden(attribs)) {
          skipDepth++;
          return;
        }
        if (name === 'tr') {
          flush();
          row = [];
        } else if ((name === 'td' || name === 'th') && row) {
          cell = '';
        } else if (name === 'br') {
          breakLine();
        } else if (BLOCKS.has(name) || name === 'button') {
          if (cell !== null) {
            if (cell.trim()) cell += CELL_BREAK;
          } else flush();
        } else if (name === 'img' && attribs.alt && IMAGE_HEADING.test(attribs.alt)) {
          append(` ${attribs.alt} `);
        }
        // 'potatis<span class="badge">125</span>': a price in an inline element opening right after text is a word of its own
        // (not a superscript's allergen numbers, 'lingon<sup>1,7</sup>').
        if (INLINE.has(name) && name !== 'sup' && name !== 'sub') openedInline = true;
      },
      ontext(raw) {
        if (title !== null && titleOpen) title += raw;
        if (skipDepth > 0) return;
        // '&shy;' and zero-width characters inside words (hyphenation hints, CMS output) are no part of the text.
        const text = raw.replace(INVISIBLE, '');
        if (!text) return;
        // '<span>Måndag</span><span>Stekt falukorv</span>': adjacent inline elements without whitespace (JSX
        // output, flex layouts) are separate words when the next starts with a capital, a digit or a price's
        // currency ('…myntayoghurt</span><span>kr 135').
        const startsPrice = /^(?:\d|(?:kr|sek)\.?\s*\d)/iu.test(text);
        if (((afterInline && (startsPrice || /^\p{Lu}/u.test(text))) || (openedInline && startsPrice)) && /[\p{L}\d.:)]$/u.test(cell ?? line)) append(' ');
        afterInline = false;
        openedInline = false;
        if (preDepth > 0 && cell === null) {
          // Preformatted menus keep their lines; runs of spaces are column gaps, read as table cells.
          const parts = text.split('\n');
          parts.forEach((part, i) => {
            if (i > 0) flush();
            append(part.replace(/[ \t]{2,}/g, ' | '));
          });
          return;
        }
        append(text);
      },
      onclosetag(name) {
        if (name === 'title') titleOpen = false;
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (keepsBreaks.pop()) preDepth = Math.max(0, preDepth - 1);
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        afterInline = INLINE.has(name);
        if ((name === 'td' || name === 'th') && row && cell !== null) {
          row.push(cleanCell(cell));
          cell = null;
        } else if (name === 'tr' && row) {
          if (cell !== null) row.push(cleanCell(cell));
          cell = null;
          const cells = row;
          row = null;
          const filled = cells.filter((c) => c !== '');
          // A row with a single cell is layout (e-mail newsletters, old table sites): its lines stay lines.
          if (filled.length === 1) lines.push(...filled[0].split(CELL_BREAK).map((l) => l.trim()).filter(Boolean));
          else if (filled.length > 1) lines.push(cells.map((c) => joinCellLines(c)).join(' | ').trim());
        } else if ((BLOCKS.has(name) || name === 'button') && cell === null) {
          flush();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flush();
  // Its week marker alone (the rest of a title, the site's name, is no line of the menu), and only when the
  // visible text names no week itself: that one is the menu's own.
  const titleWeek = weekNumberText((title ?? '').replace(INVISIBLE, '').replace(/\s+/g, ' '));
  if (titleWeek && !lines.some((l) => weekNumberText(l))) lines.unshift(titleWeek);
  return lines.join('\n');
}

/** Line breaks inside a cell, kept until the row is closed (a single-cell row keeps them as lines). */
const CELL_BREAK = '\u0001';

function cleanCell(text: string): string {
  return text
    .replace(/[^\S\u0001]+/g, ' ')
    .replace(/\|/g, '/')
    .split(CELL_BREAK)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(CELL_BREAK);
}

/** In a table row, a cell's lines are joined with ' / '. */
function joinCellLines(text: string): string {
  return text.split(CELL_BREAK).join(' / ');
}

/** A button that opens a section (accordion or tab headers) names that section: its text is kept. */
function togglesSection(attribs: Record<string, string>): boolean {
  return 'aria-controls' in attribs || 'aria-expanded' in attribs || 'data-bs-toggle' in attribs || 'data-toggle' in attribs;
}
