import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { meetsNodeFloor, NODE_FLOOR, nodeFloorProblem } from './node-version.mjs';

describe('meetsNodeFloor', () => {
  it.each<[string, boolean]>([
    ['18.20.4', false],
    ['20.18.1', false],
    ['20.19.0', true],
    ['v20.20.2', true],
    ['21.7.3', false],
    ['22.11.0', false],
    ['22.12.0', true],
    ['24.1.0', true],
  ])('%s → %s', (version, meets) => {
    expect(meetsNodeFloor(version)).toBe(meets);
  });

  it('is the floor package.json states', () => {
    expect(packageJson.engines.node).toBe(NODE_FLOOR);
  });

  it('names the version and the fix', () => {
    expect(nodeFloorProblem('20.10.0')).toMatch(/needs Node 20\.19.*this is Node 20\.10\.0.*nodejs\.org/);
    expect(nodeFloorProblem('22.12.0')).toBeNull();
  });
});
