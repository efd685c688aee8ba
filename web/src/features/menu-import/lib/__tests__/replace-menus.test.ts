import { describe, expect, it } from 'vitest';
import type { ImportMenu } from '../parse-menu-json';
import { ClearMenusError, importSummary, replaceAllMenus, type ReplaceProgress } from '../replace-menus';

const menu = (name: string): ImportMenu => ({ name, description: '', price: 120, tags: [], allergies: [], availability: [], validFrom: '2026-11-23', validTo: '2026-11-23' });

describe('replace all menus', () => {
  it('clears first, then posts each menu 100 ms apart, with progress out of menus + 1', async () => {
    const calls: string[] = [];
    const progress: ReplaceProgress[] = [];
    const result = await replaceAllMenus([menu('A'), menu('B'), menu('C')], {
      clearMenus: async () => void calls.push('clear'),
      createMenu: async (m) => void calls.push(`post ${m.name}`),
      sleep: async (ms) => void calls.push(`sleep ${ms}`),
      onProgress: (p) => progress.push(p),
    });
    expect(calls).toEqual(['clear', 'post A', 'sleep 100', 'post B', 'sleep 100', 'post C']);
    expect(progress).toEqual([{ done: 0, total: 4 }, { done: 1, total: 4 }, { done: 2, total: 4 }, { done: 3, total: 4 }, { done: 4, total: 4 }]);
    expect(result).toEqual({ imported: 3, failed: 0, failures: [] });
    expect(importSummary(result)).toBe('3 menus imported, 0 failed');
  });

  it('counts a failed post and goes on with the rest', async () => {
    const result = await replaceAllMenus([menu('A'), menu('B'), menu('C')], {
      clearMenus: async () => {},
      createMenu: async (m) => {
        if (m.name === 'B') throw new Error('400: price must be at most 10000');
      },
      sleep: async () => {},
      onProgress: () => {},
    });
    expect(result).toEqual({ imported: 2, failed: 1, failures: ['Menu 2 (B): 400: price must be at most 10000'] });
    expect(importSummary({ imported: 1, failed: 2, failures: [] })).toBe('1 menu imported, 2 failed');
  });

  it('posts nothing when the clear step fails', async () => {
    let posted = 0;
    const run = replaceAllMenus([menu('A')], {
      clearMenus: async () => {
        throw new Error('404: not found');
      },
      createMenu: async () => void posted++,
      sleep: async () => {},
      onProgress: () => {},
      describeError: () => 'Restaurant not found',
    });
    await expect(run).rejects.toThrow(new ClearMenusError('Restaurant not found'));
    await expect(run).rejects.toThrow('Failed to clear existing menus: Restaurant not found');
    expect(posted).toBe(0);
  });

  it('stops at a fatal error (the session ended) instead of counting it', async () => {
    const fatal = new Error('401');
    const posted: string[] = [];
    const run = replaceAllMenus([menu('A'), menu('B')], {
      clearMenus: async () => {},
      createMenu: async (m) => {
        posted.push(m.name);
        throw fatal;
      },
      sleep: async () => {},
      onProgress: () => {},
      isFatal: (e) => e === fatal,
    });
    await expect(run).rejects.toBe(fatal);
    expect(posted).toEqual(['A']);
  });
});
