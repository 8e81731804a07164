import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's folder: the nearest one above this file with a package.json. Found, not counted in folders up,
 * because bench:scale runs this code bundled one folder below the repository (.bench/), not from test/cluster.
 */
export const projectRoot = (() => {
  for (let at = import.meta.dirname; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return at;
    if (path.dirname(at) === at) throw new Error(`no package.json above ${import.meta.dirname}`);
  }
})();
