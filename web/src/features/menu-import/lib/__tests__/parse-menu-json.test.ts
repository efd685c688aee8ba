import { describe, expect, it } from 'vitest';
import { parseMenuJson, swedishToday, toIsoDate } from '../parse-menu-json';

const today = '2026-11-23';

describe('menu JSON import parsing', () => {
  it('needs an array', () => {
    expect(parseMenuJson('{"name":"Pasta","price":120}', today)).toEqual({ ok: false, error: 'JSON must be an array of menu objects' });
    expect(parseMenuJson('"text"', today)).toEqual({ ok: false, error: 'JSON must be an array of menu objects' });
  });

  it('reports invalid JSON as a parse error', () => {
    const result = parseMenuJson('[{"name": ', today);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^Invalid JSON: /);
  });

  it("names the first item without a string name, counting from 1", () => {
    expect(parseMenuJson('[{"name":"Soppa","price":95},{"price":100}]', today)).toEqual({ ok: false, error: "Menu 2: Missing or invalid 'name' field" });
    expect(parseMenuJson('[{"name":42,"price":100}]', today)).toEqual({ ok: false, error: "Menu 1: Missing or invalid 'name' field" });
    expect(parseMenuJson('[{"name":"  ","price":100}]', today)).toEqual({ ok: false, error: "Menu 1: Missing or invalid 'name' field" });
    expect(parseMenuJson('[null]', today)).toEqual({ ok: false, error: "Menu 1: Missing or invalid 'name' field" });
  });

  it('needs a non-zero numeric price', () => {
    for (const price of ['0', '"120"', 'null', '"abc"']) {
      expect(parseMenuJson(`[{"name":"Soppa","price":${price}}]`, today)).toEqual({ ok: false, error: "Menu 1: Missing or invalid 'price' field" });
    }
    expect(parseMenuJson('[{"name":"Soppa"}]', today)).toEqual({ ok: false, error: "Menu 1: Missing or invalid 'price' field" });
  });

  it('fills the defaults: empty description and lists, dates today', () => {
    expect(parseMenuJson('[{"name":" Köttbullar ","price":125}]', today)).toEqual({
      ok: true,
      warnings: [],
      menus: [{ name: 'Köttbullar', description: '', price: 125, tags: [], allergies: [], availability: [], validFrom: today, validTo: today }],
    });
  });

  it('keeps given fields, dropping non-text list entries', () => {
    const result = parseMenuJson(
      JSON.stringify([{ name: 'Lax', description: 'med dillsås', price: 139, tags: ['fisk', '', 3], allergies: ['fisk'], availability: ['Monday'], validFrom: '2026-11-23', validTo: '2026-11-27T00:00:00.000Z' }]),
      today,
    );
    expect(result).toEqual({
      ok: true,
      warnings: [],
      menus: [{ name: 'Lax', description: 'med dillsås', price: 139, tags: ['fisk'], allergies: ['fisk'], availability: ['Monday'], validFrom: '2026-11-23', validTo: '2026-11-27' }],
    });
  });

  it('skips a menu whose validFrom is no date, with a warning, and keeps the others', () => {
    const result = parseMenuJson('[{"name":"A","price":100,"validFrom":"next week"},{"name":"B","price":110,"validFrom":"2026-02-30"},{"name":"C","price":120}]', today);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.menus.map((m) => m.name)).toEqual(['C']);
    expect(result.warnings).toEqual(['Menu 1 (A): invalid validFrom date "next week", skipped', 'Menu 2 (B): invalid validFrom date "2026-02-30", skipped']);
  });
});

describe('dates', () => {
  it('reads date-only text and timestamps, by the Swedish day', () => {
    expect(toIsoDate('2026-11-23')).toBe('2026-11-23');
    expect(toIsoDate('2026-11-22T23:30:00Z')).toBe('2026-11-23');
    expect(toIsoDate('2026-13-01')).toBeUndefined();
    expect(toIsoDate('1')).toBeUndefined();
    expect(toIsoDate('')).toBeUndefined();
  });

  it('today is the date in Sweden', () => {
    expect(swedishToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(swedishToday(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });
});
