import { describe, expect, it } from 'vitest';
import { aiResponseBadge, categorizeAiResponse, unificationEfficiencyGain } from './ai-responses';

describe('AI response badge (spec section 4)', () => {
  it.each([
    ['Menu found for week 47', 'success'],
    ['PDF parsed', 'success'],
    ['Menu not found', 'failed'],
    ['Only opening hours', 'partial'],
    ['', 'none'],
    [null, 'none'],
    ['MENU_FOUND', 'success'],
    ['NO_MENU_FOUND', 'failed'],
    ['ACCESS_ERROR', 'failed'],
    ['PARTIAL_MENU', 'partial'],
    ['FORMAT_ONLY', 'partial'],
  ] as const)('%s -> %s', (text, badge) => {
    expect(aiResponseBadge(text)).toBe(badge);
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
