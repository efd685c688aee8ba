import { describe, expect, it } from 'vitest';
import { menuUpdatedText, staleMenuExplanation, staleMenuText } from '../freshness';

describe('menu freshness texts', () => {
  const now = new Date('2026-11-19T10:00:00Z');

  it('says when a menu was updated, in Swedish time', () => {
    expect(menuUpdatedText('2026-11-16T05:55:00.000Z', now)).toBe('Uppdaterad mån 16 nov');
    // 23:30 UTC on Sunday is already Monday in Sweden.
    expect(menuUpdatedText('2026-11-15T23:30:00.000Z', now)).toBe('Uppdaterad mån 16 nov');
  });

  it('adds the year for an older year and gives nothing for a bad timestamp', () => {
    expect(menuUpdatedText('2025-03-04T10:00:00Z', now)).toBe('Uppdaterad 4 mars 2025');
    expect(menuUpdatedText('yesterday', now)).toBeNull();
    expect(menuUpdatedText(undefined, now)).toBeNull();
  });

  it('marks menus that are not for the current week', () => {
    expect(staleMenuText({ currentWeek: false, latestWeek: 46, updatedAt: null })).toBe('Meny för vecka 46');
    expect(staleMenuText({ currentWeek: true, latestWeek: 47, updatedAt: null })).toBeNull();
    expect(staleMenuText({ currentWeek: false, latestWeek: null, updatedAt: null })).toBeNull();
    expect(staleMenuText(undefined)).toBeNull();
    expect(staleMenuExplanation('2026-11-19')).toBe('Restaurangen har inte publicerat någon meny för vecka 47 ännu.');
  });
});
