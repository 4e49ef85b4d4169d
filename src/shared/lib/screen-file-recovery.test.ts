import { describe, expect, it } from 'vitest';
import { isScreenFileFailure, type ScreenFileFacts, screenFileRecovery } from './screen-file-recovery.ts';

const failed: ScreenFileFacts = {
  screenFileFailure: true,
  updateWaiting: false,
  reloadAllowedHere: true,
  recoveredRecently: false,
  online: true,
};

describe('screenFileRecovery', () => {
  it.each<[string, Partial<ScreenFileFacts>, ReturnType<typeof screenFileRecovery>]>([
    ['a first failure online loads the page once more', {}, 'reload'],
    ['a second failure in a row shows the error screen', { recoveredRecently: true }, 'show-error'],
    ['offline shows the error screen, which retries once back online', { online: false }, 'show-error'],
    ['a waiting version is taken instead of the old file', { updateWaiting: true }, 'take-update'],
    [
      'a waiting version is taken after a failed recovery too',
      { updateWaiting: true, recoveredRecently: true },
      'take-update',
    ],
    ['a waiting version is taken offline (the worker holds it)', { updateWaiting: true, online: false }, 'take-update'],
    ['no reload on a payment screen: its loading runs again', { reloadAllowedHere: false }, 'retry'],
    ['no update on a payment screen either', { updateWaiting: true, reloadAllowedHere: false }, 'retry'],
    [
      'a payment screen that fails again shows the error screen',
      { reloadAllowedHere: false, recoveredRecently: true },
      'show-error',
    ],
    ['any other error is shown as it is', { screenFileFailure: false, updateWaiting: true }, 'show-error'],
  ])('%s', (_rule, facts, expected) => {
    expect(screenFileRecovery({ ...failed, ...facts })).toBe(expected);
  });
});

describe('isScreenFileFailure', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: http://x/assets/a.js', true],
    ['Firefox', 'error loading dynamically imported module: http://x/assets/a.js', true],
    ['WebKit', 'Importing a module script failed.', true],
    ['a failed call', 'Failed to fetch', false],
    ['a code error', "undefined is not an object (evaluating 'a.b')", false],
  ])('%s: %s', (_engine, message, expected) => {
    expect(isScreenFileFailure(new Error(message))).toBe(expected);
  });

  it('is false for a thrown non-error', () => {
    expect(isScreenFileFailure('Importing a module script failed.')).toBe(false);
  });
});
