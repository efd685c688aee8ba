import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('puts headings, paragraphs and list items on their own lines', () => {
    const html = '<h1>Lunch <b>vecka 48</b></h1><p>Måndag</p><ul><li>Köttbullar</li><li>Lax</li></ul><div>Tisdag<br>Pannbiff<br/>Fisk</div>';
    expect(htmlToText(html)).toBe('Lunch vecka 48\nMåndag\nKöttbullar\nLax\nTisdag\nPannbiff\nFisk');
  });

  it('joins table cells with " | ", one row per line, keeping empty cells', () => {
    const html = '<table><tr><th></th><th>Måndag</th><th>Tisdag</th></tr><tr><td>Kött</td><td>Biff</td><td></td></tr></table>';
    expect(htmlToText(html)).toBe('| Måndag | Tisdag\nKött | Biff |');
  });

  it('turns line breaks inside a cell into " / "', () => {
    expect(htmlToText('<table><tr><td>Måndag</td><td><p>Kalops</p><p>Linsgryta</p></td></tr></table>')).toBe('Måndag | Kalops / Linsgryta');
  });

  it('keeps the lines of a row with a single filled cell (layout tables of e-mail newsletters)', () => {
    const html = '<table><tr><td>Veckans lunch</td></tr><tr><td><b>Måndag</b><br>Kåldolmar<br><br><b>Tisdag</b><br>Fiskgryta</td></tr></table>';
    expect(htmlToText(html)).toBe('Veckans lunch\nMåndag\nKåldolmar\nTisdag\nFiskgryta');
  });

  it('keeps the text of buttons that open a section (accordion headers), drops other buttons', () => {
    const html = '<h2><button aria-controls="mon" aria-expanded="true">Måndag 23/11</button></h2><div id="mon"><p>Kalvlever</p></div><button type="button">Boka bord</button>';
    expect(htmlToText(html)).toBe('Måndag 23/11\nKalvlever');
  });

  it.each<[string, string, string]>([
    ['a price badge opening right after the name', '<li class="d-flex">Pulled pork med coleslaw<span class="badge">125</span></li>', 'Pulled pork med coleslaw 125'],
    ["a price written currency first in the next span", '<div><span class="item-name">Lammfärsbiffar med myntayoghurt</span><span class="item-price">kr 135</span></div>', 'Lammfärsbiffar med myntayoghurt kr 135'],
    // Controls: superscript allergen numbers stay glued for the allergen rule; a label glued before the dish stays glued for its own rule.
    ['superscript allergen numbers', '<p>Köttbullar med lingon<sup>1,7</sup> 125 kr</p>', 'Köttbullar med lingon1,7 125 kr'],
    ['a bold label opening after a sentence', '<p><b>Dagens rätt</b>Torsk med senapssås.<b>Dagens vegetariska</b>Paella.</p>', 'Dagens rätt Torsk med senapssås.Dagens vegetariska Paella.'],
  ])('separates %s (flex layouts render them apart)', (_, html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('separates adjacent inline elements without whitespace when the next starts with a capital or digit', () => {
    const html = '<div><span>Måndag</span><span>Stekt falukorv</span></div><div><span>Dagens lunch</span><span>132 kr</span></div><p><b>Må</b>ndag</p>';
    expect(htmlToText(html)).toBe('Måndag Stekt falukorv\nDagens lunch 132 kr\nMåndag');
  });

  it('decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>Fl&auml;skfil&eacute;&nbsp;med  s&aring;s &amp; potatis &#8211; 129&nbsp;kr</p>')).toBe('Fläskfilé med sås & potatis – 129 kr');
  });

  it('drops scripts, styles, svg, hidden elements, navigation and footer', () => {
    const html = '<head><title>T</title><style>p{}</style></head><body><nav><a>Hem</a></nav><script>var x = "<p>no</p>";</script>' +
      '<noscript>Aktivera JavaScript</noscript><svg><text>logo</text></svg><div hidden>dolt</div><div style="display:none">dolt</div>' +
      '<p>Måndag: Kalops</p><footer>Storgatan 1</footer></body>';
    expect(htmlToText(html)).toBe('Måndag: Kalops');
  });

  it('keeps the lines of <pre> and reads wide space runs as cell gaps', () => {
    expect(htmlToText('<pre>LUNCH V48\n\nMÅNDAG     Kalops      125:-\nTISDAG     Lax         135:-</pre>')).toBe(
      'LUNCH V48\nMÅNDAG | Kalops | 125:-\nTISDAG | Lax | 135:-',
    );
  });

  it('keeps the lines of an element styled white-space: pre-wrap (a newsletter pasted into a div), and only inside it', () => {
    const html = '<p>Nyhetsbrev</p><div style="white-space:pre-wrap;font-family:monospace">VECKA 48\n<b>MÅNDAG</b>\n* Kalops 125 kr\n* Linsgryta 115 kr</div>' +
      '<p>Hälsningar,\nKöket</p>';
    expect(htmlToText(html)).toBe('Nyhetsbrev\nVECKA 48\nMÅNDAG\n* Kalops 125 kr\n* Linsgryta 115 kr\nHälsningar, Köket');
  });

  it("keeps an image's alt text when it names a day or the menu (headings drawn as pictures), not other images'", () => {
    const html = '<img src="logo.png" alt="Krogen logotyp"><p><img src="mandag.gif" alt="Måndag"></p><p>Kalops 125 kr</p><p><img src="v48.gif" alt="Lunchmeny vecka 48"></p>';
    expect(htmlToText(html)).toBe('Måndag\nKalops 125 kr\nLunchmeny vecka 48');
  });

  it.each([
    ['<p>Fläsk&shy;filé med spets&shy;kål 119 kr</p>', 'Fläskfilé med spetskål 119 kr'],
    ['<p>Kikärts\u200bbiffar <span>med</span> tomat\u00adsås</p>', 'Kikärtsbiffar med tomatsås'],
    ['<p>\ufeffMåndag</p><p>Kalops</p>', 'Måndag\nKalops'],
    ['<p>Pannbiff med lök</p>', 'Pannbiff med lök'], // control
  ])('drops soft hyphens and zero-width characters inside words: %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it.each([
    // the visible menu names no week: the title's week marker (alone) opens the text
    ['<html><head><title>Lunch v.7 – Krogen Lyktan</title></head><body><h1>Veckans lunch</h1><p>Måndag</p><p>Kalops</p></body></html>', 'v.7\nVeckans lunch\nMåndag\nKalops'],
    ['<head><title>Our lunch, week 9 | Deli</title></head><body><p>Monday</p><p>Soup</p></body>', 'week 9\nMonday\nSoup'],
    // controls: the page's own week wins; a title without a week adds nothing; a drawing's title is no document title
    ['<head><title>Lunch vecka 7</title></head><body><h1>Lunch vecka 9</h1><p>Måndag</p></body>', 'Lunch vecka 9\nMåndag'],
    ['<head><title>Lunch | Café Trädgården</title></head><body><p>Måndag</p></body>', 'Måndag'],
    ['<body><svg><title>v 12</title></svg><p>Måndag</p></body>', 'Måndag'],
  ])('reads the week a document title names when the page names none: %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('keeps tab panels hidden until their tab is clicked (a visitor opens them), and still drops other hidden elements', () => {
    const html = '<div role="tablist"><div role="tab">Måndag</div><div role="tab">Tisdag</div></div>' +
      '<div role="tabpanel"><p>Kalops 130 kr</p></div><div role="tabpanel" hidden="hidden"><p>Pannbiff 130 kr</p></div>' +
      '<div role="tabpanel" style="display:none"><p>Lax 130 kr</p></div><div hidden><p>dolt</p></div>';
    expect(htmlToText(html)).toBe('Måndag\nTisdag\nKalops 130 kr\nPannbiff 130 kr\nLax 130 kr');
  });

  it('copes with broken markup', () => {
    expect(htmlToText('<p>Måndag<p>Kalops <b>129 kr<div>Tisdag')).toBe('Måndag\nKalops 129 kr\nTisdag');
  });
});
