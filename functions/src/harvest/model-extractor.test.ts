import type { TokenCredential } from '@azure/identity';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintMenuText, isPublishable } from '@lunch/shared';
import { COGNITIVE_SERVICES_SCOPE, MENU_JSON_SCHEMA, ModelExtractionError, createModelExtractor, type ModelAnswer } from './model-extractor';

/** A stand-in for Azure OpenAI: records each request and answers what the test sets. */
interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: any;
}
let seen: Seen[] = [];
let answer: (res: http.ServerResponse) => void = () => undefined;
let server: http.Server;
let endpoint: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body: JSON.parse(raw || 'null') });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
afterEach(() => {
  seen = [];
});

function completionWith(content: string, extra: Record<string, unknown> = {}) {
  return (res: http.ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, ...extra } }] }));
  };
}

const TODAY = '2026-11-25'; // a Wednesday in ISO week 48 of 2026 (Monday 2026-11-23)

const GOOD: ModelAnswer = {
  weekStated: 'marker',
  days: [
    {
      isoYear: 2026,
      isoWeek: 48,
      day: 'Monday',
      closed: false,
      dishes: [
        { name: ' Köttbullar ', description: 'med potatismos och lingon', price: 125, tags: ['Laktosfri', 'Ekologisk'], category: 'Husman' },
        { name: 'Halloumiburgare', description: '', price: 125, tags: ['vegetarisk'], category: null },
      ],
    },
    { isoYear: 2026, isoWeek: 48, day: 'Tuesday', closed: false, dishes: [{ name: 'Stekt strömming', description: 'med mos', price: null, tags: [], category: 'Fisk' }] },
    { isoYear: 2026, isoWeek: 48, day: 'Friday', closed: true, dishes: [] },
    // Last week's leftovers and next week's preview on the same page: both dropped.
    { isoYear: 2026, isoWeek: 47, day: 'Thursday', closed: false, dishes: [{ name: 'Ärtsoppa', description: '', price: 110, tags: [], category: null }] },
    { isoYear: 2026, isoWeek: 49, day: 'Monday', closed: false, dishes: [{ name: 'Pannbiff', description: '', price: 125, tags: [], category: null }] },
  ],
  lunchHours: [{ days: ['Friday', 'Monday', 'Tuesday'], startTime: '11.00', endTime: '14:00' }],
  lunchIncludes: ['sallad', 'Kaffe', 'champagne'],
  classification: 'PARTIAL_MENU',
  confidence: 1.4,
};

const FULL_WEEK_TEXT = 'Vecka 48\nMåndag Pannbiff 125 kr\nTisdag Lax 125 kr\nOnsdag Soppa 125 kr\nTorsdag Ärtsoppa 125 kr\nFredag Tacos 125 kr';
const FULL_WEEK: ModelAnswer = {
  weekStated: 'marker',
  days: (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day, i) => ({
    isoYear: 2026, isoWeek: 48, day, closed: false,
    dishes: [{ name: ['Pannbiff', 'Lax', 'Soppa', 'Ärtsoppa', 'Tacos'][i], description: '', price: 125, tags: [], category: null }],
  })),
  lunchHours: [],
  lunchIncludes: [],
  classification: 'MENU_FOUND',
  confidence: 0.95,
};

const settings = (over: Partial<{ apiKey: string; endpoint: string }> = {}) => ({
  endpoint,
  deployment: 'menu-gpt',
  apiVersion: '2024-10-21',
  apiKey: 'test-key',
  ...over,
});

describe('createModelExtractor', () => {
  it('is undefined when no model is configured', () => {
    expect(createModelExtractor(undefined)).toBeUndefined();
  });

  it('posts a strict json_schema chat completion with the api-key and maps the answer onto this week', async () => {
    answer = completionWith(JSON.stringify(GOOD));
    const extractor = createModelExtractor(settings({ endpoint: `${endpoint}/` }));
    const result = await extractor.extract('VECKA 48\nMåndag\nKöttbullar med potatismos 125 kr', { today: TODAY });

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/openai/deployments/menu-gpt/chat/completions');
    expect(request.query.get('api-version')).toBe('2024-10-21');
    expect(request.headers['api-key']).toBe('test-key');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'lunch_menu', strict: true, schema: JSON.parse(JSON.stringify(MENU_JSON_SCHEMA)) },
    });
    const prompt = request.body.messages.map((m: { content: string }) => m.content).join('\n');
    expect(prompt).toContain('Today is 2026-11-25');
    expect(prompt).toContain('week 48 of 2026');
    expect(prompt).toContain('Monday 2026-11-23');
    expect(prompt).toContain('Köttbullar med potatismos 125 kr');

    expect(result).toEqual({
      week: { year: 2026, week: 48 },
      dishes: [
        { day: 'Monday', date: '2026-11-23', name: 'Köttbullar', description: 'med potatismos och lingon', price: 125, tags: ['Laktosfri'], category: 'Husman' },
        { day: 'Monday', date: '2026-11-23', name: 'Halloumiburgare', description: '', price: 125, tags: ['Vegetarisk'] },
        { day: 'Tuesday', date: '2026-11-24', name: 'Stekt strömming', description: 'med mos', price: null, tags: [], category: 'Fisk' },
      ],
      closedDays: ['2026-11-27'],
      lunchHours: [{ days: ['Monday', 'Tuesday', 'Friday'], startTime: '11:00', endTime: '14:00' }],
      lunchIncludes: ['sallad', 'kaffe'],
      classification: 'PARTIAL_MENU',
      confidence: expect.any(Number),
      evidence: expect.objectContaining({ weekSource: 'marker', weekCurrent: true, unchangedSinceEarlierWeek: false }),
      doubts: expect.arrayContaining(['Bara 2 av 4 dagar har rätter']),
      fingerprint: fingerprintMenuText('VECKA 48\nMåndag\nKöttbullar med potatismos 125 kr'),
    });
  });

  it('appends the restaurant\'s extra prompt to the prompt', async () => {
    answer = completionWith(JSON.stringify(GOOD));
    await createModelExtractor(settings()).extract('Måndag: Pannkakor', { today: TODAY, extraPrompt: 'Menyn står under rubriken Lunch i Kungsholmen.' });
    const prompt = seen[0].body.messages.map((m: { content: string }) => m.content).join('\n');
    expect(prompt).toContain('Menyn står under rubriken Lunch i Kungsholmen.');
  });

  it.each([
    // [weekStated, previousText, weekSource, publishable]
    ['marker', undefined, 'marker', true],
    ['dates', undefined, 'dates', true],
    ['none', undefined, 'none', false],
    ['none', { fingerprint: 'other', firstSeen: '2026-11-10' }, 'changed-text', true],
    ['none', { fingerprint: fingerprintMenuText(FULL_WEEK_TEXT), firstSeen: '2026-11-10' }, 'none', false],
    // The same text first seen this week: changed only when it replaced a different earlier text (issue 19, item 4).
    ['none', { fingerprint: fingerprintMenuText(FULL_WEEK_TEXT), firstSeen: '2026-11-23', changed: true }, 'changed-text', true],
    ['none', { fingerprint: fingerprintMenuText(FULL_WEEK_TEXT), firstSeen: '2026-11-23', changed: false }, 'none', false],
  ] as const)('week stated %s, previous text %o: week source %s, publishable %s', async (weekStated, previousText, weekSource, publishable) => {
    answer = completionWith(JSON.stringify({ ...FULL_WEEK, weekStated }));
    const result = await createModelExtractor(settings()).extract(FULL_WEEK_TEXT, { today: TODAY, previousText });
    expect(result.evidence.weekSource).toBe(weekSource);
    expect(result.fingerprint).toBe(fingerprintMenuText(FULL_WEEK_TEXT));
    expect(isPublishable(result)).toBe(publishable);
    expect(result.doubts.includes('Ingen vecka angiven på sidan')).toBe(weekSource === 'none');
  });

  it('lowers confidence when the model itself is unsure', async () => {
    answer = completionWith(JSON.stringify({ ...FULL_WEEK, confidence: 0.4 }));
    const result = await createModelExtractor(settings()).extract(FULL_WEEK_TEXT, { today: TODAY });
    expect(result.confidence).toBe(0.4);
    expect(isPublishable(result)).toBe(false);
  });

  it('signs in with the credential when no key is set', async () => {
    answer = completionWith(JSON.stringify(GOOD));
    const scopes: unknown[] = [];
    const credential: TokenCredential = {
      getToken: async (scope) => {
        scopes.push(scope);
        return { token: 'entra-token', expiresOnTimestamp: Date.now() + 3_600_000 };
      },
    };
    const extractor = createModelExtractor({ ...settings(), apiKey: undefined }, { credential });
    await extractor.extract('Måndag: Pannkakor', { today: TODAY });
    expect(scopes).toEqual([COGNITIVE_SERVICES_SCOPE]);
    expect(seen[0].headers.authorization).toBe('Bearer entra-token');
    expect(seen[0].headers['api-key']).toBeUndefined();
  });

  it('says FORMAT_ONLY when every dish belongs to another week', async () => {
    const stale: ModelAnswer = { ...GOOD, days: GOOD.days.filter((d) => d.isoWeek !== 48), classification: 'MENU_FOUND' };
    answer = completionWith(JSON.stringify(stale));
    const result = await createModelExtractor(settings()).extract('Vecka 47 ...', { today: TODAY });
    expect(result).toMatchObject({ week: null, dishes: [], closedDays: [], classification: 'FORMAT_ONLY' });
  });

  it('cuts long page text and says so', async () => {
    answer = completionWith(JSON.stringify(GOOD));
    const page = Array.from({ length: 2_000 }, (_, i) => `Rad ${i}: Dagens rätt nummer ${i}`).join('\n');
    await createModelExtractor(settings(), { maxInputChars: 5_000 }).extract(page, { today: TODAY });
    const user = seen[0].body.messages[1].content as string;
    expect(user).toContain('cut off after 5000 characters');
    expect(user).toContain('Rad 0:');
    expect(user).not.toContain('Rad 1999:');
    expect(user.length).toBeLessThan(6_000);
  });

  async function failure(promise: Promise<unknown>): Promise<ModelExtractionError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ModelExtractionError);
    return error as ModelExtractionError;
  }

  it.each([
    ['an answer that breaks the schema', JSON.stringify({ ...GOOD, classification: 'MAYBE' }), /classification/],
    ['an answer without days', JSON.stringify({ ...GOOD, days: undefined }), /days/],
    ['a price that is not a number', JSON.stringify({ ...GOOD, days: [{ ...GOOD.days[0], dishes: [{ ...GOOD.days[0].dishes[0], price: '125 kr' }] }] }), /price/],
    ['lunch hours that are not times', JSON.stringify({ ...GOOD, lunchHours: [{ days: ['Monday'], startTime: 'lunchtid', endTime: '14:00' }] }), /startTime/],
    ['text that is not JSON', 'Here is the menu: Köttbullar', /not valid JSON/],
  ])('rejects %s', async (_label, content, message) => {
    answer = completionWith(content);
    const error = await failure(Promise.resolve(createModelExtractor(settings()).extract('x', { today: TODAY })));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(message);
  });

  it('rejects a refusal and a cut-off answer', async () => {
    answer = completionWith('', { refusal: 'I cannot help with that.' });
    expect((await failure(Promise.resolve(createModelExtractor(settings()).extract('x', { today: TODAY })))).message).toMatch(/refused/);
    answer = (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ finish_reason: 'length', message: { content: '{"days": [' } }] }));
    };
    expect((await failure(Promise.resolve(createModelExtractor(settings()).extract('x', { today: TODAY })))).message).toMatch(/cut off/);
  });

  it('reports an HTTP error with the status and the API message', async () => {
    answer = (res) => {
      res.writeHead(429, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { code: '429', message: 'Rate limit is exceeded. Try again in 7 seconds.' } }));
    };
    const error = await failure(Promise.resolve(createModelExtractor(settings()).extract('x', { today: TODAY })));
    expect(error).toMatchObject({ kind: 'http', status: 429 });
    expect(error.message).toContain('Rate limit is exceeded');
  });

  it('times out when the endpoint does not answer', async () => {
    answer = () => undefined;
    const started = performance.now();
    const error = await failure(Promise.resolve(createModelExtractor(settings(), { timeoutMs: 200 }).extract('x', { today: TODAY })));
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('MENU_JSON_SCHEMA (generated from the answer schema)', () => {
  it('is what strict structured output accepts: every object closed, every property required, no minimum or pattern', () => {
    const problems: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.type === 'object') {
        if (schema.additionalProperties !== false) problems.push(`${where}: additionalProperties`);
        const properties = Object.keys((schema.properties as object) ?? {});
        if (JSON.stringify([...properties].sort()) !== JSON.stringify([...((schema.required as string[]) ?? [])].sort())) problems.push(`${where}: required`);
      }
      for (const key of ['minimum', 'maximum', 'pattern', 'format']) if (key in schema) problems.push(`${where}: ${key}`);
      for (const [key, value] of Object.entries(schema)) visit(value, `${where}.${key}`);
    };
    visit(MENU_JSON_SCHEMA, '$');
    expect(problems).toEqual([]);
    expect(JSON.stringify(MENU_JSON_SCHEMA)).toContain('"enum":["Vegetarisk"');
    expect(MENU_JSON_SCHEMA).not.toHaveProperty('$schema');
  });
});
