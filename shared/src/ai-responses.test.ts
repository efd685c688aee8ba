import { describe, expect, it } from 'vitest';
import { aiBadgeOfCategory, aiResponseBadge, categorizeAiResponse, unificationEfficiencyGain } from './ai-responses';

describe('AI response badge: the five categories, by the rule the analysis classifies with', () => {
  it.each([
    ['Menu found for week 47', 'found'],
    ['PDF parsed', 'found'],
    ['Menu not found', 'not-found'],
    // Issue 18: "found" in a sentence that says nothing was found is no success.
    ['No lunch menu found on page', 'not-found'],
    ['Ingen meny hittades', 'not-found'],
    ['Timeout while fetching', 'access-error'],
    ['Only opening hours', 'format-only'],
    ['Partial menu (3 of 5 days)', 'partial'],
    ['lorem ipsum', 'unclassified'],
    ['', 'none'],
    ['  ', 'none'],
    [null, 'none'],
    ['MENU_FOUND', 'found'],
    ['NO_MENU_FOUND', 'not-found'],
    ['ACCESS_ERROR', 'access-error'],
    ['PARTIAL_MENU', 'partial'],
    ['FORMAT_ONLY', 'format-only'],
  ] as const)('%s -> %s', (text, badge) => {
    expect(aiResponseBadge(text)).toBe(badge);
  });

  it('gives the same badge for a text as for the category the rule gives it', () => {
    for (const text of ['No lunch menu found on page', 'Lunchmeny hittad', '403 Forbidden', 'Menyn gäller förra veckan', 'lorem ipsum']) {
      expect(aiResponseBadge(text)).toBe(aiBadgeOfCategory(categorizeAiResponse(text)));
    }
  });
});

describe('categorizeAiResponse', () => {
  it.each([
    ['MENU_FOUND', 'MENU_FOUND'],
    ['menu found', 'MENU_FOUND'],
    ['Menu found for week 47', 'MENU_FOUND'],
    ['PDF parsed successfully', 'MENU_FOUND'],
    ['No menu found on page', 'NO_MENU_FOUND'],
    ['Ingen meny hittades', 'NO_MENU_FOUND'],
    ['403 Forbidden', 'ACCESS_ERROR'],
    ['Timeout while fetching', 'ACCESS_ERROR'],
    ['Partial menu (3 of 5 days)', 'PARTIAL_MENU'],
    ['Only opening hours, menu is an image', 'FORMAT_ONLY'],
    ['Menyn gäller förra veckan', 'FORMAT_ONLY'],
  ] as const)('%s -> %s', (text, category) => {
    expect(categorizeAiResponse(text)).toBe(category);
  });

  it('leaves text it cannot read unmapped', () => {
    expect(categorizeAiResponse('lorem ipsum')).toBeNull();
  });
});

describe('unificationEfficiencyGain (spec section 9)', () => {
  it('is 1 - categories / unique responses as a percentage', () => {
    expect(unificationEfficiencyGain(5, 20)).toBe(75);
    expect(unificationEfficiencyGain(5, 5)).toBe(0);
    expect(unificationEfficiencyGain(5, 3)).toBe(0);
    expect(unificationEfficiencyGain(5, 0)).toBe(0);
  });
});
