import { describe, expect, it } from 'vitest';
import {
  DEMO_DEFAULTS,
  demoValuesLeft,
  REQUIRED_IN_PRODUCTION,
  SAMPLE_OPERATOR_SETTINGS,
  setting,
} from './settings.ts';

const real = {
  VITE_API_BASE: 'https://order.example.com',
  VITE_ORDER_LINK_BASE: 'https://data.example.com/link',
  VITE_PAY_RELAY_BASE: 'https://order.example.com/pg-relay',
  VITE_PG_SMARTRO_PC_SCRIPT: 'https://tpay.smartropay.co.kr/asset/js/SmartroPAY-1.0.min.js',
  VITE_PG_SMARTRO_MOBILE_SCRIPT: 'https://tmpay.smartropay.co.kr/asset/js/SmartroPAY-1.0.min.js',
  VITE_PG_NICE_SCRIPT: 'https://pay.nicepay.co.kr/v1/js/',
  VITE_OPERATOR_NAME: 'Example Co.',
  VITE_OPERATOR_REGISTRATION_NUMBER: '123-45-67890',
  VITE_OPERATOR_ADDRESS: '1 Example St',
  VITE_OPERATOR_CONTACT: 'help@example.org',
};

describe('setting', () => {
  it('is the value given, else the demo default', () => {
    expect(setting({}, 'VITE_API_BASE')).toBe('/api');
    expect(setting({ VITE_API_BASE: 'https://o.example' }, 'VITE_API_BASE')).toBe('https://o.example');
    expect(setting({}, 'VITE_PAY_RELAY_BASE')).toBe(DEMO_DEFAULTS.VITE_PAY_RELAY_BASE);
  });
});

describe('demoValuesLeft', () => {
  it.each<[string, Record<string, string | undefined>, string[]]>([
    ['a demo build keeps every demo value', {}, []],
    ['a demo build with some hosts set is still a demo build', { VITE_IMAGE_BASE: 'https://img.example' }, []],
    ['a production build with everything set', real, []],
    [
      'a production build with only the API set names every required setting',
      { VITE_API_BASE: '/v1' },
      [...REQUIRED_IN_PRODUCTION],
    ],
    [
      'the relay and one gateway script left unset',
      { ...real, VITE_PAY_RELAY_BASE: undefined, VITE_PG_NICE_SCRIPT: undefined },
      ['VITE_PAY_RELAY_BASE', 'VITE_PG_NICE_SCRIPT'],
    ],
    [
      'a demo value written out is still a demo value',
      { ...real, VITE_ORDER_LINK_BASE: '/api/order-link', VITE_PG_SMARTRO_PC_SCRIPT: '/pg/smartro/pay.js' },
      ['VITE_ORDER_LINK_BASE', 'VITE_PG_SMARTRO_PC_SCRIPT'],
    ],
    [
      "the sample company's name, or a blank contact",
      { ...real, VITE_OPERATOR_NAME: SAMPLE_OPERATOR_SETTINGS.VITE_OPERATOR_NAME, VITE_OPERATOR_CONTACT: '  ' },
      ['VITE_OPERATOR_NAME', 'VITE_OPERATOR_CONTACT'],
    ],
  ])('%s', (_name, env, expected) => {
    expect(demoValuesLeft(env)).toEqual(expected);
  });
});
