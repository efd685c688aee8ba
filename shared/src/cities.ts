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

/** Cities whose name starts with the typed text (case-insensitive), in list order. */
export function suggestCities(prefix: string): City[] {
  const typed = prefix.trim().toLocaleLowerCase('sv-SE');
  if (!typed) return [];
  return CITIES.filter((c) => c.name.toLocaleLowerCase('sv-SE').startsWith(typed));
}
