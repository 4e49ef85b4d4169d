import { describe, expect, it } from 'vitest';
import { acceptedFormat, parseVariant } from './variant.ts';

const ask = (query: string, accept?: string) => parseVariant(new URLSearchParams(query), accept);

describe('parseVariant', () => {
  it.each([
    ['', { variant: null, negotiated: false }],
    ['w=176&fm=avif', { variant: { width: 176, format: 'avif' }, negotiated: false }],
    ['fm=webp&w=16', { variant: { width: 16, format: 'webp' }, negotiated: false }],
    ['w=2048&fm=jpeg', { variant: { width: 2048, format: 'jpeg' }, negotiated: false }],
    ['w=96', { variant: { width: 96, format: 'jpeg' }, negotiated: true }],
    ['w=96&fm=webp&v=2', { variant: { width: 96, format: 'webp' }, negotiated: false }],
    ['asked-again', { variant: null, negotiated: false }],
  ])('%j', (query, expected) => {
    expect(ask(query)).toEqual(expected);
  });

  it.each([
    'w=15',
    'w=2049',
    'w=0176x',
    'w=1e3',
    'w=-1',
    'fm=avif',
    'w=176&fm=png',
    'w=176&w=9',
    'w=96&fm=avif&fm=png',
  ])('refuses %j', (query) => {
    expect(typeof ask(query)).toBe('string');
  });
});

describe('acceptedFormat', () => {
  it.each([
    [undefined, 'jpeg'],
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5', 'jpeg'],
  ])('%s → %s', (accept, format) => {
    expect(acceptedFormat(accept)).toBe(format);
  });
});
