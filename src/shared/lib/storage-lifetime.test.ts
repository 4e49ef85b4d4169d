import { describe, expect, it } from 'vitest';
import { isWebKitBrowser, storageMayBeCleared } from './storage-lifetime.ts';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iphoneKakao:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.9.5',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  androidNaver:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.10.5)',
  desktopEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  linuxWebKitGtk:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
};

describe('isWebKitBrowser', () => {
  it.each<[keyof typeof UA, boolean]>([
    ['iphoneSafari', true],
    ['iphoneKakao', true],
    ['iphoneChrome', true],
    ['macSafari', true],
    ['linuxWebKitGtk', true],
    ['androidChrome', false],
    ['androidSamsung', false],
    ['androidNaver', false],
    ['desktopEdge', false],
    ['firefoxAndroid', false],
  ])('%s: %s', (name, expected) => {
    expect(isWebKitBrowser(UA[name])).toBe(expected);
  });
});

describe('storageMayBeCleared', () => {
  it.each<[string, keyof typeof UA, boolean, boolean, boolean]>([
    ['Safari, in the browser, not persisted', 'iphoneSafari', false, false, true],
    ['Safari, from the home screen', 'iphoneSafari', true, false, false],
    ['Safari, storage persisted', 'iphoneSafari', false, true, false],
    ['an iOS in-app browser', 'iphoneKakao', false, false, true],
    ['Chrome on Android', 'androidChrome', false, false, false],
    ['Firefox', 'firefoxAndroid', false, false, false],
  ])('%s', (_name, ua, installed, persisted, expected) => {
    expect(storageMayBeCleared({ userAgent: UA[ua], installed, persisted })).toBe(expected);
  });
});
