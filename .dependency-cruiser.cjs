/**
 * The layer rule of DESIGN.md: adapters -> application -> domain, web -> domain only; no cycles anywhere;
 * adapters of different kinds meet only in adapters/shared, through ports or in the wiring; runtime code
 * uses runtime dependencies only. Runs in the test command (npm run lint:layers); a wrong import fails CI.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports only domain/ and luxon: no I/O, no framework, no other layer.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: ['^domain/', '(^|/)node_modules/(@types/)?luxon/'] },
    },
    {
      name: 'application-depends-on-domain-only',
      comment:
        'application/ holds use cases and ports; it may import domain/ and itself, and no package or Node built-in.',
      severity: 'error',
      from: { path: '^application/' },
      to: { pathNot: ['^application/', '^domain/', '(^|/)node_modules/(@types/)?luxon/'] },
    },
    {
      name: 'exhibitor-and-admin-apart',
      comment: 'The exhibitor area and the admin back office share only application/shared, the ports and domain/.',
      severity: 'error',
      from: { path: '^application/(exhibitor|admin)/' },
      to: { path: '^application/(exhibitor|admin)/', pathNot: '^application/$1/' },
    },
    {
      name: 'web-talks-http-only',
      comment:
        'web/ reaches the server over HTTP; it may import domain/ (pure rules) and nothing of application/ or adapters/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: ['^application/', '^adapters/', '^test/', '^bench/'] },
    },
    {
      name: 'no-production-code-imports-tests',
      severity: 'error',
      from: { path: '^(domain|application|adapters|web)/' },
      to: { path: '^(test|bench)/' },
    },
    {
      name: 'no-inward-to-outward',
      comment: 'domain and application never reach into adapters.',
      severity: 'error',
      from: { path: '^(domain|application)/' },
      to: { path: '^adapters/' },
    },
    {
      name: 'no-cycles',
      comment: 'A cycle makes two modules one in disguise: neither can be read, tested or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'adapters-apart',
      comment:
        'An adapter folder (http, persistence, rubin, ...) imports another only through a port of application/ports, ' +
        'or adapters/shared (what every adapter may use). The wiring and the composition root (adapters/wiring, ' +
        'adapters/*.ts) put them together and may import them all.',
      severity: 'error',
      from: { path: '^adapters/([^/]+)/', pathNot: '^adapters/(wiring|demo)/' },
      to: { path: '^adapters/[^/]+/', pathNot: ['^adapters/$1/', '^adapters/shared/', '^adapters/demo/'] },
    },
    {
      name: 'demo-data-is-shared',
      comment:
        "The demo data set (adapters/demo) is written in the booking system's wire types and feeds both the Rubin " +
        'simulator and the database seed; it is the one exception to adapters-apart, in both directions, and only there.',
      severity: 'error',
      from: { path: '^adapters/[^/]+/', pathNot: '^adapters/(wiring|demo|rubin|persistence)/' },
      to: { path: '^adapters/demo/' },
    },
    {
      name: 'demo-data-in-wire-types-only',
      comment: "The demo data set needs the booking system's wire types and nothing else of another adapter.",
      severity: 'error',
      from: { path: '^adapters/demo/' },
      to: { path: '^adapters/', pathNot: ['^adapters/(demo|shared)/', '^adapters/rubin/rubinContract\\.ts$'] },
    },
    {
      name: 'adapters-use-their-top-level-files-only-from-wiring',
      comment:
        'adapters/*.ts (composition root, configuration, main) sit above the adapter folders: none imports them.',
      severity: 'error',
      from: { path: '^adapters/[^/]+/', pathNot: '^adapters/wiring/' },
      to: { path: '^adapters/[^/]+\\.ts$' },
    },
    {
      name: 'runtime-code-uses-runtime-dependencies',
      comment:
        'The server (domain, application, adapters) runs from dependencies only; devDependencies are for the build, ' +
        'the browser bundle and tests.',
      severity: 'error',
      from: { path: '^(domain|application|adapters)/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'use-case-tests-without-adapters',
      comment:
        'Domain and application tests run on domain and application types with in-memory fakes (test/support); ' +
        'a builder in wire types of an adapter would tie them to it. The contract suites of the ports (run against ' +
        'fakes and real adapters alike) are the exception (integration tests on real adapters belong under ' +
        'test/adapters), and the demo data set is a fixture every test may read.',
      severity: 'error',
      from: { path: '^test/(domain|application)/', pathNot: '^test/application/ports/' },
      to: { path: '^adapters/', pathNot: '^adapters/demo/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['web/dist'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
