/**
 * The import boundaries of the app, checked by `npm run lint` and `npm test` (docs/architecture.md). Layers import downwards only:
 *
 *   routes (and main.tsx) -> features -> shared -> api -> contracts
 *   boot (the early script) -> shared, api, contracts
 *   src-sw/ (the worker) and server/ (the demo service) -> contracts only
 *
 * The contracts are `src/api/contract/` (the order service's calls and entities),
 * `src/worker-contract/` (what the page and the worker say to each other, what the worker caches,
 * and the outbox both of them deliver) and `src/settings/` (the build-time settings and their demo
 * defaults, read by the page, the worker and the build alike). A feature imports another feature
 * only through the `public.ts` that feature declares.
 *
 * Read through Babel's TypeScript preset (type imports kept, scripts/boundaries/): TypeScript 7 has
 * no compiler API for dependency-cruiser, and its swc parser does not read TSX. @swc/core is
 * installed only because dependency-cruiser offers .ts and .tsx files to a transpiler when it is.
 */
const contracts = '^src/(api/contract|worker-contract|settings)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other cannot be read, tested or split one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-import-only-contracts',
      severity: 'error',
      comment: 'The contracts are shared by the page, the worker and the demo service: they stand on nothing else.',
      from: { path: contracts },
      to: { path: '^(src|src-sw|server|scripts)/', pathNot: contracts },
    },
    {
      name: 'api-stays-below-shared',
      severity: 'error',
      comment: 'The api layer knows the contract and nothing of the app: the app wires it (shared/request.ts).',
      from: { path: '^src/api/' },
      to: { path: '^(src|src-sw|server)/', pathNot: ['^src/api/', contracts] },
    },
    {
      name: 'shared-stays-below-features',
      severity: 'error',
      comment: 'Shared code serves every screen: it cannot know one of them.',
      from: { path: '^src/shared/' },
      to: { path: '^(src|src-sw|server)/', pathNot: ['^src/(shared|api)/', contracts] },
    },
    {
      name: 'boot-stays-small',
      severity: 'error',
      comment: 'The boot script runs before the app: it may use shared helpers and the api, never a screen.',
      from: { path: '^src/boot/' },
      to: { path: '^(src|src-sw|server)/', pathNot: ['^src/(boot|shared|api)/', contracts] },
    },
    {
      name: 'features-stay-below-routes',
      severity: 'error',
      comment: 'Routes compose features; a feature never reaches up into a route, the boot script or the worker.',
      from: { path: '^src/features/' },
      to: { path: '^(src/(routes|boot|main\\.tsx|routeTree)|src-sw|server)' },
    },
    {
      name: 'features-meet-through-public-modules',
      severity: 'error',
      comment: 'A feature uses another only through the public.ts it declares.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/public\\.ts$'] },
    },
    {
      name: 'worker-imports-only-contracts',
      severity: 'error',
      comment: 'The worker is built on its own: it shares the contracts with the page and nothing else.',
      from: { path: '^src-sw/' },
      to: { path: '^(src|server|scripts)/', pathNot: contracts },
    },
    {
      name: 'server-imports-only-contracts',
      severity: 'error',
      comment: 'The demo service stands in for a real one: it knows the contract, never the app.',
      from: { path: '^server/' },
      to: { path: '^(src|src-sw)/', pathNot: contracts },
    },
    {
      name: 'page-never-imports-the-worker',
      severity: 'error',
      comment: 'The page and the worker meet in src/worker-contract/ only.',
      from: { path: '^src/' },
      to: { path: '^src-sw/' },
    },
  ],
  options: {
    babelConfig: { fileName: 'scripts/boundaries/babel.config.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tmp)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
