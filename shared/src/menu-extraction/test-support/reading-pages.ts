import { extractMenu } from '../extract-menu';
import type { MenuExtraction } from '../types';

/** Small made-up pages the reading-rule tables build on (tests only; not exported by the package). */
export const today = '2026-11-23'; // Monday of ISO week 48, 2026
export const read = (text: string, on = today): MenuExtraction => extractMenu(text, { today: on });
/** A reading's dishes as 'Mån Name 125' lines, easy to compare in a table. */
export const list = (r: MenuExtraction): string[] => r.dishes.map((d) => `${d.day.slice(0, 3)} ${d.name} ${d.price ?? '-'}`);
export const doubts = (r: MenuExtraction): string => r.doubts.join(' | ');
export const DAYS = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'];
export const MAINS = ['Kalops med rödbetor', 'Stekt sej med dillsås', 'Pannbiff med lök', 'Ärtsoppa med fläsk', 'Fiskgratäng med potatismos'];
export const VEG = ['Linsgryta med ris', 'Halloumibiffar med bulgur', 'Svampstroganoff med ris', 'Vegetarisk ärtsoppa', 'Spenatpaj med sallad'];
/** A Monday–Friday page: each day's heading followed by its lines. */
export const week = (lines: (day: string, i: number) => string[]): string => DAYS.flatMap((d, i) => [d, ...lines(d, i)]).join('\n');
