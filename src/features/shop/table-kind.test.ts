import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TableInfoSchema } from '../../api/contract/entities.ts';
import { serviceNoticeFor } from './table-kind.ts';

describe('serviceNoticeFor, from table info as the service sends it', () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof serviceNoticeFor>]>([
    ['a dine-in table', { tableName: '1', delivery: false, takeOut: false }, 'dineIn'],
    ['a takeout table', { tableName: '포장', delivery: false, takeOut: true }, 'takeout'],
    ['a delivery table: no notice', { tableName: '배달', delivery: true, takeOut: false }, null],
    ['takeOut left out: unknown, no notice', { tableName: '포장', delivery: false }, null],
    ['takeOut null: unknown, no notice', { tableName: '포장', delivery: false, takeOut: null }, null],
    ['delivery left out with takeOut set: the takeout notice', { tableName: '포장', takeOut: true }, 'takeout'],
  ])('%s', (_case, body, expected) => {
    expect(serviceNoticeFor(v.parse(TableInfoSchema, body))).toBe(expected);
  });

  it('no table info: no notice', () => {
    expect(serviceNoticeFor(null)).toBeNull();
  });
});
