import { DefaultAzureCredential, type TokenCredential } from '@azure/identity';
import {
  DIETARY_OPTIONS, LUNCH_INCLUDES, WEEKDAYS, confidenceOf, dateOfWeekday, doubtsOf, fingerprintMenuText, isoWeekOf, weekCertainty,
  type IsoDate, type LunchHourSlot, type ReadingEvidence,
} from '@lunch/shared';
import { z } from 'zod';
import type { Config } from '../config';
import type { ExtractedDish, ExtractOptions, MenuExtraction, MenuExtractor } from '@lunch/shared';

/**
 * A MenuExtractor backed by an Azure OpenAI chat-completions deployment with structured output
 * (json_schema, strict). Used only when AZURE_OPENAI_ENDPOINT and AZURE_OPENAI_DEPLOYMENT are set.
 *
 * Failure contract: `extract` never returns a made-up result. Any failure (HTTP error, timeout, network
 * error, sign-in failure, a refusal, or an answer that is not valid JSON for the schema) rejects with a
 * ModelExtractionError whose message says what went wrong; the caller falls back to the rule-based result.
 *
 * The endpoint is operator configuration, not admin input, so it is reached with plain fetch rather
 * than the safe fetcher.
 */

export type ModelSettings = NonNullable<Config['menuModel']>;

export interface ModelExtractorOptions {
  /** Whole request, sign-in included. Default 60 s. */
  timeoutMs?: number;
  /** Page text beyond this many characters is cut off (at a line end). Default 24,000. */
  maxInputChars?: number;
  /** For tests and for sharing one credential; default a lazily created DefaultAzureCredential. */
  credential?: TokenCredential;
}

export type ModelFailureKind = 'http' | 'timeout' | 'network' | 'auth' | 'invalid-response';

export class ModelExtractionError extends Error {
  constructor(
    readonly kind: ModelFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ModelExtractionError';
  }
}

export const COGNITIVE_SERVICES_SCOPE = 'https://cognitiveservices.azure.com/.default';
const SCHEMA_NAME = 'lunch_menu';
const CLASSIFICATIONS = ['MENU_FOUND', 'PARTIAL_MENU', 'FORMAT_ONLY', 'NO_MENU_FOUND'] as const;

const TIME = /^(\d{1,2})[:.](\d{2})$/;
/** 'HH:MM' (or 'H.MM'), stored as HH:MM. */
const time = z
  .string()
  .refine((value) => TIME.test(value), 'expected HH:MM')
  .transform((value) => {
    const [, h, m] = TIME.exec(value)!;
    return `${h.padStart(2, '0')}:${m}`;
  })
  .describe('HH:MM, 24-hour clock.');

/**
 * A word of the product's vocabulary: the schema offers the model only these (enum), while the parse
 * takes any text and the mapping keeps what matches (any case) and drops the rest, never failing on it.
 */
const inVocabulary = (words: readonly string[]) => z.string().meta({ enum: [...words] });

/** A whole number in a range: a refinement, since strict structured output accepts no minimum or maximum. */
const wholeNumber = (min: number, max: number) =>
  z.number().refine((n) => Number.isInteger(n) && n >= min && n <= max, `expected a whole number from ${min} to ${max}`).meta({ type: 'integer' });

/**
 * What the model must answer, the one definition: the JSON Schema sent for strict structured output is
 * generated from it (every property required, no extra properties, null where a value may be missing),
 * and the answer is parsed with it. Bounds and formats strict mode does not accept (minimum, pattern)
 * are refinements, which the JSON Schema leaves out and the parse checks.
 */
const modelAnswer = z.strictObject({
  weekStated: z
    .enum(['marker', 'dates', 'none'])
    .describe("How the page states its week: a week number ('Vecka 48') = marker, dates of the days or of the week = dates, neither = none."),
  days: z
    .array(
      z.strictObject({
        isoYear: wholeNumber(2000, 2100).describe('ISO week-year of the week this day belongs to.'),
        isoWeek: wholeNumber(1, 53).describe('ISO week number of the week this day belongs to.'),
        day: z.enum(WEEKDAYS),
        closed: z.boolean().describe('True when the page says the restaurant serves no lunch that day.'),
        dishes: z.array(
          z.strictObject({
            name: z.string().describe('The dish name as on the page, without price or diet markers.'),
            description: z.string().describe('Side dishes and details after the name; empty string if none.'),
            price: z
              .number()
              .refine((n) => n >= 0 && n <= 10_000, 'expected a price from 0 to 10000')
              .nullable()
              .describe('Price in SEK; a price stated once for all dishes applies to each; null if none.'),
            tags: z.array(inVocabulary(DIETARY_OPTIONS)),
            category: z.string().nullable().describe("The page's category for the dish (Kött, Fisk, Vegetariskt, Husman, Veckans...), or null."),
          }),
        ),
      }),
    )
    .describe('One entry per weekday the page gives a menu or a closure for.'),
  lunchHours: z.array(z.strictObject({ days: z.array(z.enum(WEEKDAYS)), startTime: time, endTime: time })),
  lunchIncludes: z.array(inVocabulary(LUNCH_INCLUDES)),
  classification: z.enum(CLASSIFICATIONS),
  confidence: z.number().describe('How sure you are of the dishes, 0 to 1.'),
});

/** The JSON Schema of the answer, as the chat completion's response_format wants it (no $schema key). */
export const MENU_JSON_SCHEMA: Record<string, unknown> = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(modelAnswer, { io: 'input' });
  return schema;
})();
export type ModelAnswer = z.infer<typeof modelAnswer>;

const completion = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
});

export function createModelExtractor(settings: ModelSettings, options?: ModelExtractorOptions): MenuExtractor;
export function createModelExtractor(settings: ModelSettings | undefined, options?: ModelExtractorOptions): MenuExtractor | undefined;
/** undefined when no model is configured, so `createModelExtractor(getConfig().menuModel)` is the whole set-up. */
export function createModelExtractor(settings: ModelSettings | undefined, options: ModelExtractorOptions = {}): MenuExtractor | undefined {
  if (!settings) return undefined;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxInputChars = options.maxInputChars ?? 24_000;
  let credential = options.credential;
  const url = new URL(`openai/deployments/${encodeURIComponent(settings.deployment)}/chat/completions`, withSlash(settings.endpoint));
  url.searchParams.set('api-version', settings.apiVersion);

  async function authHeaders(signal: AbortSignal): Promise<Record<string, string>> {
    if (settings!.apiKey) return { 'api-key': settings!.apiKey };
    credential ??= new DefaultAzureCredential();
    try {
      const token = await credential.getToken(COGNITIVE_SERVICES_SCOPE, { abortSignal: signal });
      if (!token) throw new Error('no token returned');
      return { Authorization: `Bearer ${token.token}` };
    } catch (error) {
      if (signal.aborted) throw new ModelExtractionError('timeout', `Signing in to Azure OpenAI took longer than ${timeoutMs} ms.`);
      throw new ModelExtractionError('auth', `Could not sign in to Azure OpenAI: ${errorText(error)}`);
    }
  }

  async function ask(text: string, today: IsoDate, extraPrompt: string | undefined, signal: AbortSignal): Promise<ModelAnswer> {
    const body = {
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: userPrompt(text, today, maxInputChars, extraPrompt) },
      ],
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: SCHEMA_NAME, strict: true, schema: MENU_JSON_SCHEMA } },
    };
    const headers = { 'Content-Type': 'application/json', ...(await authHeaders(signal)) };
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
    } catch (error) {
      if (signal.aborted) throw new ModelExtractionError('timeout', `Azure OpenAI did not answer within ${timeoutMs} ms.`);
      throw new ModelExtractionError('network', `Could not reach Azure OpenAI at ${url.origin}: ${errorText(error)}`);
    }
    const raw = await response.text().catch((error) => {
      if (signal.aborted) throw new ModelExtractionError('timeout', `Azure OpenAI did not answer within ${timeoutMs} ms.`);
      throw new ModelExtractionError('network', `The Azure OpenAI answer could not be read: ${errorText(error)}`);
    });
    if (!response.ok) {
      throw new ModelExtractionError('http', `Azure OpenAI answered HTTP ${response.status}: ${apiErrorMessage(raw)}`, response.status);
    }
    return parseCompletion(raw);
  }

  return {
    name: `azure-openai:${settings.deployment}`,
    async extract(text: string, options: ExtractOptions): Promise<MenuExtraction> {
      const signal = AbortSignal.timeout(timeoutMs);
      const answer = await ask(text, options.today, options.extraPrompt, signal);
      return toMenuExtraction(answer, options, text);
    },
  };
}

/** The completion's message content, checked against the schema. Exported for tests. */
export function parseCompletion(raw: string): ModelAnswer {
  let envelope: z.infer<typeof completion>;
  try {
    envelope = completion.parse(JSON.parse(raw));
  } catch {
    throw new ModelExtractionError('invalid-response', 'Azure OpenAI answered something that is not a chat completion.');
  }
  const choice = envelope.choices[0];
  if (choice.message.refusal) throw new ModelExtractionError('invalid-response', `The model refused: ${choice.message.refusal.slice(0, 200)}`);
  if (choice.finish_reason === 'length') throw new ModelExtractionError('invalid-response', 'The model answer was cut off (token limit).');
  if (choice.finish_reason === 'content_filter') throw new ModelExtractionError('invalid-response', 'The model answer was withheld by the content filter.');
  let json: unknown;
  try {
    json = JSON.parse(choice.message.content ?? '');
  } catch {
    throw new ModelExtractionError('invalid-response', 'The model answer is not valid JSON.');
  }
  const parsed = modelAnswer.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ModelExtractionError('invalid-response', `The model answer does not match the menu schema (${problems.join('; ')}).`);
  }
  return parsed.data;
}

/**
 * Keeps the days of today's ISO week, dated from that week; everything else is dropped. The reading carries
 * the same evidence, doubts, fingerprint and confidence as the rules' (confidence.ts), with the week source
 * the model states; its own confidence can only lower the result. Exported for tests.
 */
export function toMenuExtraction(answer: ModelAnswer, options: ExtractOptions | IsoDate, text = ''): MenuExtraction {
  const { today, previousText } = typeof options === 'string' ? { today: options, previousText: undefined } : options;
  const current = isoWeekOf(today);
  const thisWeek = answer.days.filter((d) => d.isoWeek === current.week && d.isoYear === current.year);
  const dishes: ExtractedDish[] = [];
  const closedDays = new Set<IsoDate>();
  for (const entry of thisWeek) {
    const date = dateOfWeekday(today, entry.day);
    if (entry.closed && entry.dishes.length === 0) closedDays.add(date);
    for (const dish of entry.dishes) {
      const name = dish.name.trim();
      if (!name) continue;
      const category = dish.category?.trim();
      dishes.push({
        day: entry.day,
        date,
        name,
        description: dish.description.trim(),
        price: dish.price,
        tags: vocabulary(dish.tags, DIETARY_OPTIONS),
        ...(category ? { category } : {}),
      });
    }
  }
  const lunchHours: LunchHourSlot[] = answer.lunchHours
    .filter((slot) => slot.days.length > 0)
    .map((slot) => ({ days: WEEKDAYS.filter((d) => slot.days.includes(d)), startTime: slot.startTime, endTime: slot.endTime }));
  // The model judged the whole page; with nothing of this week left, "menu found" cannot stand.
  const classification =
    dishes.length > 0 || answer.classification === 'NO_MENU_FOUND' || answer.classification === 'FORMAT_ONLY'
      ? answer.classification
      : 'FORMAT_ONLY';
  const fingerprint = fingerprintMenuText(text);
  const stated = answer.weekStated === 'none' ? null : answer.weekStated;
  const statedWeeks = answer.days.map((d) => ({ year: d.isoYear, week: d.isoWeek }));
  const week = thisWeek.length > 0 ? current : (statedWeeks[0] ?? null);
  const openDays = Math.max(5, ...thisWeek.map((d) => WEEKDAYS.indexOf(d.day) + 1)) - closedDays.size;
  const coveredDays = new Set(dishes.map((d) => d.day)).size;
  const priced = answer.days.some((d) => d.dishes.some((x) => x.price !== null));
  const evidence: ReadingEvidence = {
    ...weekCertainty(stated, week, fingerprint, { today, previousText }),
    dayCoverage: openDays > 0 ? Math.min(1, coveredDays / openDays) : 0,
    openDays,
    // The model gives no line-level account: shape and unexplained lines are not measured.
    dishShape: 1,
    priceCertainty: dishes.length === 0 || !priced ? 1 : dishes.filter((d) => d.price !== null).length / dishes.length,
    unexplainedShare: 0,
  };
  const reading = {
    week: dishes.length > 0 || closedDays.size > 0 ? current : null,
    dishes,
    closedDays: [...closedDays].sort(),
    lunchHours,
    lunchIncludes: vocabulary(answer.lunchIncludes, LUNCH_INCLUDES),
    classification,
    evidence,
    fingerprint,
  };
  const own = Math.min(1, Math.max(0, answer.confidence));
  return { ...reading, confidence: dishes.length === 0 ? 0 : Math.min(own, confidenceOf(evidence)), doubts: doubtsOf(evidence, reading) };
}

function vocabulary(values: string[], allowed: readonly string[]): string[] {
  const known = new Map(allowed.map((word) => [word.toLowerCase(), word]));
  return [...new Set(values.map((v) => known.get(v.trim().toLowerCase())).filter((v): v is string => v !== undefined))];
}

const SYSTEM_PROMPT = [
  'You read the text of a Swedish restaurant web page or PDF and extract its lunch menu as JSON for the given schema.',
  'Only report what the page says; never invent dishes, prices or hours.',
  'Weekdays are given in English (Monday..Sunday). A dish served all week (e.g. "Veckans vegetariska") appears on every lunch day of that week.',
  'Diet tags: use only the allowed values, and only when the page marks the dish (e.g. "(V)", "vegetarisk", "glutenfri", "laktosfri").',
  'classification: MENU_FOUND when there are dishes for every open lunch day of the current week; PARTIAL_MENU for some days only;',
  'FORMAT_ONLY when the page is a lunch page (hours, prices, weekday headings) without dishes for the current week; NO_MENU_FOUND otherwise.',
].join('\n');

/** Today's week spelled out, so the model maps days to weeks instead of computing calendars. Exported for tests. */
export function userPrompt(text: string, today: IsoDate, maxInputChars: number, extraPrompt?: string): string {
  const { year, week } = isoWeekOf(today);
  const days = WEEKDAYS.map((d) => `${d} ${dateOfWeekday(today, d)}`).join(', ');
  const page = truncate(text, maxInputChars);
  return [
    `Today is ${today}. The current ISO week is week ${week} of ${year}: ${days}.`,
    'For each day give the ISO year and week it belongs to, and in weekStated say how the page states its week. If the page names no week or dates but lists weekday menus,',
    `treat them as the current week (${week}); use another week only when the page shows the menu is for another week.`,
    page.truncated ? `The page text was cut off after ${maxInputChars} characters.` : '',
    extraPrompt?.trim() ? `Notes about this restaurant's page from the site's editors: ${extraPrompt.trim()}` : '',
    '--- page text ---',
    page.text,
    '--- end of page text ---',
  ]
    .filter(Boolean)
    .join('\n');
}

function truncate(text: string, maxChars: number): { text: string; truncated: boolean } {
  // Runs of blank space are common in text from HTML and PDF and carry nothing for the model.
  const tidy = text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*(\n\s*)+/g, '\n\n')
    .trim();
  if (tidy.length <= maxChars) return { text: tidy, truncated: false };
  const cut = tidy.slice(0, maxChars);
  const lineEnd = cut.lastIndexOf('\n');
  return { text: lineEnd > maxChars * 0.8 ? cut.slice(0, lineEnd) : cut, truncated: true };
}

function withSlash(endpoint: string): string {
  return endpoint.endsWith('/') ? endpoint : `${endpoint}/`;
}

function apiErrorMessage(raw: string): string {
  try {
    const message = (JSON.parse(raw) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === 'string') return message.slice(0, 300);
  } catch {
    // not JSON: fall through to the raw text
  }
  return raw.slice(0, 300) || '(no body)';
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
