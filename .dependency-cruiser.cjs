/**
 * The layer rule of DESIGN.md: adapters -> application -> domain, web -> domain only.
 * Runs in the test command (npm run lint:layers); a wrong import fails CI.
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
