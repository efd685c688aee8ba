import { describe, expect, it } from 'vitest';
import { collapsedDescription, DESCRIPTION_COLLAPSE_THRESHOLD, isDescriptionCollapsible } from '../description';

describe('description collapse', () => {
  it('keeps 120 characters or fewer open', () => {
    const text = 'a'.repeat(DESCRIPTION_COLLAPSE_THRESHOLD);
    expect(isDescriptionCollapsible(text)).toBe(false);
    expect(collapsedDescription(text)).toBe(text);
  });

  it('collapses over 120 characters, cut at a word with an ellipsis', () => {
    const text = `${'Långkokt och smakrikt, precis som hemma. '.repeat(4)}Slut.`;
    expect(isDescriptionCollapsible(text)).toBe(true);
    const short = collapsedDescription(text);
    expect(short.endsWith('…')).toBe(true);
    expect([...short].length).toBeLessThanOrEqual(DESCRIPTION_COLLAPSE_THRESHOLD + 1);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(short).not.toMatch(/\s…$/);
  });

  it('collapses a short text with a line break to its first line', () => {
    expect(isDescriptionCollapsible('Dagens fångst.\nServeras med citron.')).toBe(true);
    expect(isDescriptionCollapsible('Dagens fångst.\r\nServeras med citron.')).toBe(true);
    expect(collapsedDescription('Dagens fångst.\nServeras med citron.')).toBe('Dagens fångst…');
  });

  it('ignores surrounding whitespace and counts characters, not UTF-16 units', () => {
    expect(isDescriptionCollapsible(`  ${'a'.repeat(120)}\n  `)).toBe(false);
    expect(isDescriptionCollapsible('🍲'.repeat(120))).toBe(false);
    expect(isDescriptionCollapsible(undefined)).toBe(false);
  });
});
