import { describe, expect, it } from 'vitest';
import { operatorInfo, SAMPLE_OPERATOR } from './config.ts';

describe('operatorInfo', () => {
  const real = {
    VITE_OPERATOR_NAME: 'Example Co.',
    VITE_OPERATOR_REGISTRATION_NUMBER: '123-45-67890',
    VITE_OPERATOR_ADDRESS: '1 Example St',
    VITE_OPERATOR_CONTACT: 'help@example.org',
  };

  it('the demo build shows the sample company', () => {
    expect(operatorInfo({})).toEqual(SAMPLE_OPERATOR);
  });

  it('set values win over the sample, field by field', () => {
    expect(operatorInfo({ VITE_OPERATOR_NAME: 'Example Co.' })).toEqual({ ...SAMPLE_OPERATOR, name: 'Example Co.' });
  });

  it('a build for a real order service shows only what it was given', () => {
    expect(operatorInfo({ VITE_API_BASE: 'https://order.example.com', VITE_OPERATOR_NAME: 'Example Co.' })).toEqual({
      name: 'Example Co.',
      registrationNumber: '',
      address: '',
      contact: '',
    });
    expect(operatorInfo({ VITE_API_BASE: 'https://order.example.com', ...real })).toEqual({
      name: 'Example Co.',
      registrationNumber: '123-45-67890',
      address: '1 Example St',
      contact: 'help@example.org',
    });
  });

  it('blank values count as not set', () => {
    expect(operatorInfo({ VITE_API_BASE: '/x', VITE_OPERATOR_NAME: '  ' }).name).toBe('');
  });
});
