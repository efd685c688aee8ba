/**
 * Limits on a queue message, checked before anything recursive touches it. JSON.parse is iterative in
 * V8, but JSON.stringify overflows the stack near 5,000 levels of nesting, and zod and the handlers
 * recurse too: a message of 16,000 `[` fits in one queue message and used to fail every delivery with
 * "Maximum call stack size exceeded". So the text is measured first (bytes, then nesting depth by a
 * plain scan), and only a message within both limits is parsed and validated.
 */

/**
 * The largest message text a worker reads, and the largest enqueue sends (so the app never sends what
 * its workers refuse). The largest message the app sends is an imggen message of 100 menu ids of at
 * most 300 characters, under 31 KB. Azure's own limit is 64 KB for the stored, base64-encoded message
 * (48 KB of text).
 */
export const MAX_MESSAGE_TEXT_BYTES = 32 * 1024;

/** The deepest nesting a message may have; the app's messages have 2 levels (imggen: an object holding an array). */
export const MAX_MESSAGE_DEPTH = 32;

/** Up to this depth an already-parsed value can be turned back into text for the poison queue safely. */
const STRINGIFIABLE_DEPTH = 1000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * The deepest nesting of `[` and `{` in JSON text, outside strings, without parsing it. Stops scanning
 * once the depth passes `stopAbove` (and returns that depth). Text that is not JSON still gets a number.
 */
export function textNestingDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if ((c === CLOSE_BRACKET || c === CLOSE_BRACE) && depth > 0) {
      depth--;
    }
  }
  return deepest;
}

/**
 * The deepest nesting of arrays and objects in a value, walked with a stack of its own (no recursion),
 * stopping once past `stopAbove`. A value that contains itself counts as deeper than any finite `stopAbove`.
 */
export function valueNestingDepth(value: unknown, stopAbove = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    const here = depth + 1;
    if (here > deepest) {
      deepest = here;
      if (deepest > stopAbove) return deepest;
    }
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (typeof child === 'object' && child !== null) pending.push({ value: child, depth: here });
    }
  }
  return deepest;
}

/** Why a message text is over the limits, or undefined when it is within them. Never parses the text. */
export function messageTextProblem(text: string): string | undefined {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_MESSAGE_TEXT_BYTES) return `message is ${bytes} bytes, over the ${MAX_MESSAGE_TEXT_BYTES}-byte limit`;
  if (textNestingDepth(text, MAX_MESSAGE_DEPTH) > MAX_MESSAGE_DEPTH) return `message is nested deeper than ${MAX_MESSAGE_DEPTH} levels`;
  return undefined;
}

export type ReadMessage =
  | { ok: true; value: unknown; text: string }
  /** bodyText: the message as far as it can be kept for the poison queue. */
  | { ok: false; reason: string; bodyText: string };

/**
 * What a queue function was handed, read within the limits. Locally the runner hands over the message
 * text (checked before JSON.parse); in Azure, @azure/functions hands over the value it already parsed
 * when the text was JSON (measured without recursion before anything else touches it), the text when
 * it was not, or bytes.
 */
export function readQueueMessage(entry: unknown): ReadMessage {
  if (entry instanceof Uint8Array) {
    if (entry.byteLength > MAX_MESSAGE_TEXT_BYTES) {
      return { ok: false, reason: `message is ${entry.byteLength} bytes, over the ${MAX_MESSAGE_TEXT_BYTES}-byte limit`, bodyText: Buffer.from(entry.subarray(0, MAX_MESSAGE_TEXT_BYTES)).toString('utf8') };
    }
    return readQueueMessage(Buffer.from(entry).toString('utf8'));
  }
  if (typeof entry === 'string') {
    const problem = messageTextProblem(entry);
    if (problem) return { ok: false, reason: problem, bodyText: entry };
    try {
      return { ok: true, value: JSON.parse(entry), text: entry };
    } catch (err) {
      return { ok: false, reason: `message is not valid JSON: ${(err instanceof Error ? err.message : String(err)).slice(0, 200)}`, bodyText: entry };
    }
  }
  const depth = valueNestingDepth(entry, STRINGIFIABLE_DEPTH);
  if (depth > STRINGIFIABLE_DEPTH) {
    return { ok: false, reason: `message is nested deeper than ${MAX_MESSAGE_DEPTH} levels`, bodyText: `(not kept: nested deeper than ${STRINGIFIABLE_DEPTH} levels)` };
  }
  const text = JSON.stringify(entry) ?? String(entry);
  if (depth > MAX_MESSAGE_DEPTH) return { ok: false, reason: `message is nested deeper than ${MAX_MESSAGE_DEPTH} levels`, bodyText: text };
  const problem = messageTextProblem(text);
  if (problem) return { ok: false, reason: problem, bodyText: text };
  return { ok: true, value: entry, text };
}
