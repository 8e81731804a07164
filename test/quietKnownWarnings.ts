// oidc-provider warns on every start that Node 24.9 is not an LTS it lists and that the development
// provider keeps its state in memory; both are known (README) and would bury real warnings in the log.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider WARNING')) return;
  warn(...args);
};
