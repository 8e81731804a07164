import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  readonly files: readonly string[];
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

/**
 * The JavaScript a browser fetches for the first exhibitor page: the module scripts and module preloads that
 * the built index.html names (lazily loaded pages are not among them), with their gzip size at level 9.
 * Undefined when the web UI is not built.
 */
export function firstLoadJavaScript(distDir: string): FirstLoad | undefined {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return undefined;
  const html = readFileSync(index, 'utf8');
  const files = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g),
  ].map((match) => match[1]);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(path.join(distDir, file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
}
