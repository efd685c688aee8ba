import { foldForSearch } from './text-search';

/** The fixed list of cities the service covers, with the coordinates of each city centre. */
export interface City {
  name: string;
  /** Centre of the city: latitude, longitude (WGS84). */
  lat: number;
  lng: number;
}

export const CITIES: readonly City[] = [
  { name: 'Helsingborg', lat: 56.0465, lng: 12.6945 },
  { name: 'Landskrona', lat: 55.8708, lng: 12.8302 },
  { name: 'Malmö', lat: 55.605, lng: 13.0038 },
  { name: 'Stockholm', lat: 59.3293, lng: 18.0686 },
  { name: 'Göteborg', lat: 57.7089, lng: 11.9746 },
  { name: 'Uppsala', lat: 59.8586, lng: 17.6389 },
  { name: 'Linköping', lat: 58.4108, lng: 15.6214 },
  { name: 'Västerås', lat: 59.6099, lng: 16.5448 },
  { name: 'Örebro', lat: 59.2741, lng: 15.2066 },
  { name: 'Norrköping', lat: 58.5877, lng: 16.1924 },
  { name: 'Jönköping', lat: 57.7826, lng: 14.1618 },
  { name: 'Umeå', lat: 63.8258, lng: 20.263 },
  { name: 'Lund', lat: 55.7047, lng: 13.191 },
  { name: 'Borås', lat: 57.721, lng: 12.9401 },
  { name: 'Sundsvall', lat: 62.3908, lng: 17.3069 },
  { name: 'Gävle', lat: 60.6749, lng: 17.1413 },
];

export const CITY_NAMES: readonly string[] = CITIES.map((c) => c.name);

/** Finds a city by exact name, ignoring case (so "malmö" and "Malmö" both work). */
export function findCity(name: string): City | undefined {
  const wanted = name.trim().toLocaleLowerCase('sv-SE');
  return CITIES.find((c) => c.name.toLocaleLowerCase('sv-SE') === wanted);
}

/**
 * Cities for what a visitor types in the city box: names starting with it, ignoring case and accents
 * ('orebro' finds Örebro, 'malmo' Malmö), then names within a typing error or two of it ('gotebrog',
 * 'stokholm'): one error allowed from 4 typed letters, two from 7. Prefix matches come first.
 */
export function suggestCities(prefix: string): City[] {
  const typed = foldForSearch(prefix);
  if (!typed) return [];
  const folded = CITIES.map((city) => ({ city, name: foldForSearch(city.name) }));
  const starting = folded.filter((c) => c.name.startsWith(typed));
  const allowed = typed.length >= 7 ? 2 : typed.length >= 4 ? 1 : 0;
  if (allowed === 0) return starting.map((c) => c.city);
  const near = folded
    .filter((c) => !c.name.startsWith(typed))
    // The typed text against the name's start of the same length (and one longer or shorter): a
    // visitor who has typed part of a name with an error in it.
    .map((c) => ({ c, distance: Math.min(...[-1, 0, 1].map((d) => editDistance(typed, c.name.slice(0, typed.length + d)))) }))
    .filter((x) => x.distance <= allowed)
    .sort((a, b) => a.distance - b.distance);
  return [...starting.map((c) => c.city), ...near.map((x) => x.c.city)];
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
