import { describe, expect, it } from 'vitest';
import { LIVE_VERDICT_MAX_AGE_MS, type StandingVerdict, verdictIsAbout, verdictStanding } from './verdict-standing.ts';

const NOW = 1_000_000_000;
const question = { shopSeq: 2, tableNum: 5, token: 'tok' };
const given = (over: Partial<StandingVerdict> & { age?: number } = {}): StandingVerdict => {
  const { age = 0, ...rest } = over;
  return { shopSeq: 2, tableNum: 5, token: 'tok', checkedAt: NOW - age, ...rest };
};

describe('verdictStanding: the one rule for whether a verdict answers for a table now', () => {
  it.each([
    ['no verdict', null, 'other'],
    ['this table and token, just checked', given(), 'current'],
    ['one ms under the bound', given({ age: LIVE_VERDICT_MAX_AGE_MS - 1 }), 'current'],
    ['at the bound', given({ age: LIVE_VERDICT_MAX_AGE_MS }), 'known'],
    ['an hour old (kept from the last visit)', given({ age: 3_600_000 }), 'known'],
    ['never answered', given({ checkedAt: undefined }), 'known'],
    ['checked in the future (the clock went back)', given({ age: -1 }), 'known'],
    ['another table', given({ tableNum: 6 }), 'other'],
    ['another shop', given({ shopSeq: 3 }), 'other'],
    ['another token (a new scan)', given({ token: 'new' }), 'other'],
    ['given without a token, the tab holds one', given({ token: null }), 'other'],
    ['given with no token field, the tab holds one', given({ token: undefined }), 'other'],
  ] as const)('%s → %s', (_name, session, standing) => {
    expect(verdictStanding(session, question, NOW)).toBe(standing);
    expect(verdictIsAbout(session, question)).toBe(standing !== 'other');
  });

  it('a verdict given without a token answers for a tab that holds none', () => {
    expect(verdictStanding(given({ token: undefined }), { ...question, token: null }, NOW)).toBe('current');
    expect(verdictStanding(given({ token: 'tok' }), { ...question, token: null }, NOW)).toBe('other');
  });
});
