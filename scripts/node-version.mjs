// The oldest Node the build runs on: Vite 8, rolldown, @vitejs/plugin-react and the router plugin
// declare `^20.19.0 || >=22.12.0` (package.json's engines.node says the same). Older versions
// fail deep in the build with errors that do not name the cause, so `npm start` checks first.

export const NODE_FLOOR = '^20.19.0 || >=22.12.0';

/** @param {string} version e.g. '20.18.1' or 'v22.12.0' */
export function meetsNodeFloor(version) {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  if (major === 20) return minor >= 19;
  if (major === 22) return minor >= 12;
  return major > 22;
}

/** One line for the terminal, or null when this Node is new enough. */
export function nodeFloorProblem(version = process.versions.node) {
  if (meetsNodeFloor(version)) return null;
  return `Table Order needs Node 20.19 or newer on Node 20, or 22.12 or newer (engines: ${NODE_FLOOR}); this is Node ${version}. Install a newer Node from https://nodejs.org/ and run npm start again.`;
}
