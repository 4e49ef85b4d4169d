/**
 * Each locale's catalog in two files (scripts/catalog-parts-plugin.ts): the first screen's
 * messages, and the rest, for dialogs and the other screens. Named one by one: the bundler needs
 * each file's name written out to make it a file of its own.
 */
import type { Messages } from '@lingui/core';
import type { UiLocale } from './locales.ts';

type Part = () => Promise<{ messages: Messages }>;

export const FIRST_SCREEN_PARTS: Readonly<Record<UiLocale, Part>> = {
  ko: () => import('catalog-part:ko/first'),
  en: () => import('catalog-part:en/first'),
  jp: () => import('catalog-part:jp/first'),
  ch: () => import('catalog-part:ch/first'),
  al: () => import('catalog-part:al/first'),
  vi: () => import('catalog-part:vi/first'),
  ru: () => import('catalog-part:ru/first'),
};

export const REST_PARTS: Readonly<Record<UiLocale, Part>> = {
  ko: () => import('catalog-part:ko/rest'),
  en: () => import('catalog-part:en/rest'),
  jp: () => import('catalog-part:jp/rest'),
  ch: () => import('catalog-part:ch/rest'),
  al: () => import('catalog-part:al/rest'),
  vi: () => import('catalog-part:vi/rest'),
  ru: () => import('catalog-part:ru/rest'),
};
