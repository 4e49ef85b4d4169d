import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { demoValuesMessage } from './demo-values-plugin.ts';

describe('demoValuesMessage', () => {
  it('names each setting on its own line', () => {
    expect(demoValuesMessage(['VITE_PAY_RELAY_BASE', 'VITE_PG_NICE_SCRIPT']).split('\n').slice(-2)).toEqual([
      '  VITE_PAY_RELAY_BASE',
      '  VITE_PG_NICE_SCRIPT',
    ]);
  });
});

describe('a production build with demo values left', () => {
  it('stops, naming every setting left, and no other', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      VITE_API_BASE: 'https://order.example.com',
      VITE_ORDER_LINK_BASE: 'https://data.example.com/link',
      VITE_PG_SMARTRO_PC_SCRIPT: 'https://tpay.smartropay.co.kr/asset/js/SmartroPAY-1.0.min.js',
      VITE_PG_SMARTRO_MOBILE_SCRIPT: 'https://tmpay.smartropay.co.kr/asset/js/SmartroPAY-1.0.min.js',
      VITE_OPERATOR_NAME: 'Example Co.',
      VITE_OPERATOR_REGISTRATION_NUMBER: '123-45-67890',
      VITE_OPERATOR_ADDRESS: '1 Example St',
    };
    // The relay, NICEPAY's script and the contact are left at their demo values.
    for (const name of ['VITE_PAY_RELAY_BASE', 'VITE_PG_NICE_SCRIPT', 'VITE_OPERATOR_CONTACT']) delete env[name];
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--logLevel', 'error', '--outDir', '.tmp/dist-demo-values', '--emptyOutDir'],
      { env, encoding: 'utf8', timeout: 120_000 },
    );
    const output = `${build.stdout}${build.stderr}`;
    expect(build.status).not.toBe(0);
    expect(output).toContain('keeps demo values');
    for (const name of ['VITE_PAY_RELAY_BASE', 'VITE_PG_NICE_SCRIPT', 'VITE_OPERATOR_CONTACT']) {
      expect(output).toContain(`  ${name}\n`);
    }
    for (const name of ['VITE_ORDER_LINK_BASE', 'VITE_PG_SMARTRO_PC_SCRIPT', 'VITE_OPERATOR_NAME']) {
      expect(output).not.toContain(`  ${name}\n`);
    }
  }, 130_000);
});
