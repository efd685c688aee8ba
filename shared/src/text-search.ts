/**
 * Folds text for forgiving search: lower case, accents and Swedish letters reduced to their base
 * letter ("Köttbullar" -> "kottbullar", "Smörgås" -> "smorgas"), whitespace collapsed.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
