import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from './projectRoot.ts';

/** The proxy configuration compose.yaml ships; the cluster test renders it instead of writing one of its own. */
export const SHIPPED_NGINX_CONF = path.join(projectRoot, 'deploy', 'nginx.conf');

export interface NginxPlacement {
  /** Where nginx listens, e.g. 127.0.0.1:41234. */
  listen: string;
  /** The portal processes (host:port); the first is the identity provider's primary, the others its backups. */
  portals: readonly string[];
  /** A folder of nginx's own: pid file, logs and temporary files. */
  dir: string;
}

/**
 * deploy/nginx.conf with the ports and paths of this machine: the listen address, one upstream server line per
 * portal (with the parameters of the shipped first line; the identity upstream keeps the first portal as primary
 * and the others as backup, as shipped), and the pid file, logs and temporary folders in `dir`. Everything else
 * stays as shipped. A line the rendering expects but does not find fails loudly, so the test cannot drift away from
 * the file without notice.
 */
export function renderNginxConfig(shipped: string, placement: NginxPlacement): string {
  const { dir, listen, portals } = placement;
  if (portals.length < 2) throw new Error('the proxy needs at least two portals');
  let config = shipped;
  config = replaceOnce(config, /^pid \S+;$/m, `pid ${dir}/nginx.pid;`, 'the pid line');
  config = replaceOnce(
    config,
    /^([ \t]*)access_log \/dev\/stdout (\w+);$/m,
    `$1access_log ${dir}/access.log $2;`,
    'the access_log line (to /dev/stdout, with a format)',
  );
  config = replaceOnce(
    config,
    /^([ \t]*)error_log \/dev\/stderr (\w+);$/m,
    `$1error_log ${dir}/error.log $2;`,
    'error_log',
  );
  config = replaceOnce(config, /^([ \t]*)listen \d+;$/m, `$1listen ${listen};`, 'the listen line');
  config = replaceOnce(
    config,
    /^([ \t]*)http \{$/m,
    (indent: string) =>
      `${indent}http {\n` +
      ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((kind) => `${indent}  ${kind}_temp_path ${dir}/${kind}_temp;`)
        .join('\n'),
    'the http block',
  );
  config = renderUpstream(config, 'portal', (first) => portals.map((portal) => `server ${portal}${first};`));
  config = renderUpstream(config, 'identity', (first, second) =>
    portals.map((portal, index) => `server ${portal}${index === 0 ? first : second};`),
  );
  return config;
}

/** The shipped file, rendered. */
export async function renderShippedNginxConfig(placement: NginxPlacement): Promise<string> {
  return renderNginxConfig(await readFile(SHIPPED_NGINX_CONF, 'utf8'), placement);
}

/**
 * The server lines of `upstream <name>` replaced by `lines(first, second)`, given the parameters (everything after
 * the address, e.g. " max_fails=2 fail_timeout=2s") of the shipped first and second server lines.
 */
function renderUpstream(config: string, name: string, lines: (first: string, second: string) => string[]): string {
  const block = new RegExp(`^([ \\t]*)upstream ${name} \\{\\n([\\s\\S]*?)^\\1\\}$`, 'm');
  const found = block.exec(config);
  if (!found) throw new Error(`deploy/nginx.conf has no "upstream ${name}" block`);
  const [whole, indent = '', body = ''] = found;
  const servers = [...body.matchAll(/^([ \t]*)server \S+?( [^;]*)?;$/gm)];
  if (servers.length < 2) throw new Error(`"upstream ${name}" in deploy/nginx.conf has fewer than two server lines`);
  const innerIndent = servers[0][1] ?? '';
  const rendered = lines(servers[0][2] ?? '', servers[1][2] ?? '').map((line) => `${innerIndent}${line}`);
  const others = body
    .split('\n')
    .filter((line) => !/^\s*server \S+/.test(line))
    .join('\n');
  const firstServerAt = body.split('\n').findIndex((line) => /^\s*server \S+/.test(line));
  const kept = others.split('\n');
  kept.splice(firstServerAt, 0, ...rendered);
  return config.replace(whole, `${indent}upstream ${name} {\n${kept.join('\n')}${indent}}`);
}

function replaceOnce(
  text: string,
  pattern: RegExp,
  replacement: string | ((...groups: string[]) => string),
  what: string,
): string {
  const found = pattern.exec(text);
  if (!found) throw new Error(`deploy/nginx.conf: ${what} is not where the cluster test expects it`);
  const value =
    typeof replacement === 'string'
      ? found[0].replace(pattern, replacement)
      : replacement(...found.slice(1).map((group) => group ?? ''));
  return text.slice(0, found.index) + value + text.slice(found.index + found[0].length);
}
