import { describe, expect, it } from 'vitest';
import { mapsSearchUrl } from '../maps-link';
import { DEFAULT_ATTRIBUTION, DEFAULT_TILE_URL, readMapTileConfig } from '../map-config';

describe('mapsSearchUrl', () => {
  it('searches for the name plus the address', () => {
    const url = new URL(mapsSearchUrl({ name: 'Pizzeria Napoli', address: 'Södra Vägen 32, 217 64 Malmö', lat: 55.6, lng: 13 }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('Pizzeria Napoli, Södra Vägen 32, 217 64 Malmö');
  });

  it('falls back to the name plus the coordinates', () => {
    const url = new URL(mapsSearchUrl({ name: 'Kajen', address: ' ', lat: 55.6057161234, lng: 13.005261 }));
    expect(url.searchParams.get('query')).toBe('Kajen, 55.605716,13.005261');
  });
});

describe('readMapTileConfig', () => {
  it('uses OpenStreetMap with its attribution by default', () => {
    expect(readMapTileConfig({})).toEqual({ url: DEFAULT_TILE_URL, attribution: DEFAULT_ATTRIBUTION });
    expect(readMapTileConfig({ VITE_MAP_TILE_URL: '  ' })).toEqual({ url: DEFAULT_TILE_URL, attribution: DEFAULT_ATTRIBUTION });
  });

  it('takes a configured tile template and attribution', () => {
    const config = readMapTileConfig({ VITE_MAP_TILE_URL: 'https://tiles.example.se/{z}/{x}/{y}.png', VITE_MAP_ATTRIBUTION: '© Example' });
    expect(config).toEqual({ url: 'https://tiles.example.se/{z}/{x}/{y}.png', attribution: '© Example' });
  });

  it('ignores a tile URL that is not a tile template', () => {
    expect(readMapTileConfig({ VITE_MAP_TILE_URL: 'javascript:alert(1)' }).url).toBe(DEFAULT_TILE_URL);
  });
});
