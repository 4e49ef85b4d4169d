import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['ko', 'en', 'jp', 'ch', 'al', 'vi', 'ru'],
  fallbackLocales: { default: 'en' },
  // Tests name messages to check the catalogs, not to show them: they are no place a message is used.
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
