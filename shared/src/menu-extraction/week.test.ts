import { describe, expect, it } from 'vitest';
import { extractMenu } from './extract-menu';
import { fingerprintMenuText, weekCertainty } from './week';

const today = '2026-11-25'; // Wednesday of ISO week 48, 2026
const PAGE = 'Måndag\nKalops 120 kr\nTisdag\nLax 120 kr\nOnsdag\nSoppa 95 kr\nTorsdag\nÄrtsoppa 95 kr\nFredag\nTacos 120 kr';

describe('fingerprintMenuText', () => {
  it('ignores spacing, case, digits and punctuation but not words', () => {
    expect(fingerprintMenuText('Kalops  120 kr\nLax')).toBe(fingerprintMenuText('kalops 125 kr \n LAX!'));
    expect(fingerprintMenuText('Kalops\nLax')).not.toBe(fingerprintMenuText('Kalops\nTorsk'));
    expect(fingerprintMenuText('x')).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('weekCertainty', () => {
  const fp = fingerprintMenuText(PAGE);
  it.each([
    ['a week marker for this week', 'marker', { year: 2026, week: 48 }, undefined, 'marker', true, false],
    // Next week's page alone, read before that week, waits for a person or the harvest in that week.
    ['dates of next week', 'dates', { year: 2026, week: 49 }, undefined, 'dates', false, false],
    ['a marker of an older week', 'marker', { year: 2026, week: 46 }, undefined, 'marker', false, false],
    ['no week, first harvest', null, null, undefined, 'none', false, false],
    ['no week, text changed', null, null, { fingerprint: 'other', firstSeen: '2026-11-10' }, 'changed-text', true, false],
    ['no week, same text that replaced another this week', null, null, { fingerprint: fp, firstSeen: '2026-11-23', changed: true }, 'changed-text', true, false],
    ['no week, same text first harvested this week (not a change)', null, null, { fingerprint: fp, firstSeen: '2026-11-23', changed: false }, 'none', false, false],
    ['no week, same text first seen this week, older record without changed', null, null, { fingerprint: fp, firstSeen: '2026-11-23' }, 'none', false, false],
    ['no week, same text that replaced another in an earlier week', null, null, { fingerprint: fp, firstSeen: '2026-11-10', changed: true }, 'none', false, true],
    ['no week, same text since an earlier week', null, null, { fingerprint: fp, firstSeen: '2026-11-10' }, 'none', false, true],
  ] as const)('%s', (_, stated, week, previousText, weekSource, weekCurrent, unchanged) => {
    expect(weekCertainty(stated, week, fp, { today, previousText })).toEqual({ weekSource, weekCurrent, unchangedSinceEarlierWeek: unchanged });
  });
});

describe('extractMenu week rule', () => {
  it.each([
    ['Vecka 48', 'marker', true],
    ['Vecka 47', 'marker', false],
    ['Meny 23/11 - 27/11', 'dates', true],
    ['', 'none', false],
  ] as const)('heading %j: week source %s, current %s', (heading, weekSource, weekCurrent) => {
    const r = extractMenu(`${heading}\n${PAGE}`, { today });
    expect(r.evidence).toMatchObject({ weekSource, weekCurrent });
  });

  it('a stale page without a week is not published and says why', () => {
    const previousText = { fingerprint: fingerprintMenuText(PAGE), firstSeen: '2026-11-02' };
    const r = extractMenu(PAGE, { today, previousText });
    expect(r.evidence.unchangedSinceEarlierWeek).toBe(true);
    expect(r.doubts).toContain('Sidan oförändrad sedan förra veckan');
  });
});
