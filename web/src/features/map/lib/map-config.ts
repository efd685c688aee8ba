/**
 * Where map tiles come from. OpenStreetMap's standard tiles by default (its tile usage policy asks
 * for attribution, which the map shows); `VITE_MAP_TILE_URL` and `VITE_MAP_ATTRIBUTION` point the map
 * at another provider (a commercial key, a self-hosted tile server) at build time.
 */
export interface MapTileConfig {
  url: string;
  attribution: string;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>-bidragsgivare';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Reads the tile settings from Vite's build-time environment; blank or missing values use the defaults. */
export function readMapTileConfig(env: Record<string, unknown>): MapTileConfig {
  const url = text(env.VITE_MAP_TILE_URL);
  const isTemplate = url !== undefined && /^(https?:)?\/\//i.test(url) && url.includes('{z}');
  return {
    url: isTemplate ? url : DEFAULT_TILE_URL,
    // A custom source needs its own attribution; OpenStreetMap's would be wrong for it.
    attribution: text(env.VITE_MAP_ATTRIBUTION) ?? (isTemplate ? '' : DEFAULT_ATTRIBUTION),
  };
}
