import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { todayIn } from '@lunch/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readListFilters } from '../../../../lib/list-filters';
import { getRestaurants } from '../get-restaurants';

const bootSource = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../public/boot.js'), 'utf8');

/** Runs public/boot.js for a URL as the built index.html loads it; returns the links and scripts it adds. */
function runBoot(pathAndQuery: string): Record<string, string>[] {
  const url = new URL(pathAndQuery, 'https://lunch.example');
  const added: Record<string, string>[] = [];
  const element = () => {
    const attributes: Record<string, string> = {};
    return {
      attributes,
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      set src(value: string) {
        attributes.src = value;
      },
      set type(value: string) {
        attributes.type = value;
      },
      set crossOrigin(value: string) {
        attributes.crossorigin = value;
      },
    };
  };
  const bootAttributes: Record<string, string> = {
    'data-app': '/assets/index-1.js',
    'data-preload': '/assets/jsx-runtime-1.js',
    'data-routes': JSON.stringify({ 'lunch-list': ['/assets/lunch-list-1.js', '/assets/lunch-list-1.css'] }),
  };
  const document = {
    currentScript: { getAttribute: (name: string) => bootAttributes[name] ?? null },
    documentElement: { classList: { add: () => {} } },
    visibilityState: 'hidden', // starts at once, without waiting for a paint
    addEventListener: () => {},
    createElement: element,
    head: { appendChild: (node: { attributes: Record<string, string> }) => added.push(node.attributes) },
  };
  const localStorage = { getItem: () => null };
  vm.runInNewContext(bootSource, { document, location: url, localStorage, URLSearchParams, Intl, setTimeout: () => 0 });
  return added;
}

/** The URL the app's first list request goes to for the same page. */
async function appFirstRequest(query: string): Promise<string> {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ data: [], pagination: { page: 1, limit: 12, hasMore: false, total: 0 } })));
  vi.stubGlobal('fetch', fetch);
  await getRestaurants(readListFilters(new URLSearchParams(query), todayIn())!, 1);
  return fetch.mock.calls[0][0];
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('boot.js preloads the lunch list first page', () => {
  it.each(['city=Malm%C3%B6&selectedDay=Monday', 'city=Stockholm', 'city=G%C3%B6teborg&selectedDay=Sunday', 'selectedDay=Friday&city=Lund'])(
    'at exactly the URL the app then requests: %s',
    async (query) => {
      const preload = runBoot(`/lunch-list?${query}`).find((link) => link.as === 'fetch');
      expect(preload).toMatchObject({ rel: 'preload', crossorigin: 'use-credentials' });
      expect(preload!.href).toBe(await appFirstRequest(query));
    },
  );

  it('leaves other views to the app', () => {
    for (const page of ['/', '/lunch-list', '/lunch-list?city=Malm%C3%B6&search=soppa', '/lunch-list?city=Lund&price=100', '/about']) {
      expect(runBoot(page).filter((link) => link.as === 'fetch'), page).toEqual([]);
    }
  });

  it('adds the entry script, its imports and the files of the page being opened', () => {
    const added = runBoot('/lunch-list?city=Lund');
    expect(added).toContainEqual({ rel: 'modulepreload', href: '/assets/jsx-runtime-1.js', crossorigin: '' });
    expect(added).toContainEqual({ rel: 'modulepreload', href: '/assets/lunch-list-1.js', crossorigin: '' });
    expect(added).toContainEqual({ rel: 'preload', as: 'style', href: '/assets/lunch-list-1.css', crossorigin: '' });
    expect(added.at(-1)).toEqual({ type: 'module', crossorigin: '', src: '/assets/index-1.js' });
    expect(runBoot('/').filter((file) => file.href?.includes('lunch-list'))).toEqual([]);
  });
});
