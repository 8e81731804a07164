import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = process.env['API_SERVER'] ?? 'http://localhost:3000';

// /logout is a route of the single-page UI, so it is deliberately not proxied: only the server's own paths are.
const serverPaths = ['/api', '/oidc', '/oidc-callback', '/profile'];

/** Text files worth compressing; images in other formats are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Every text file of the build beside a brotli (.br, quality 11) and a gzip (.gz, level 9) copy,
 * written once at build so the server never compresses per request (adapters/http/webDelivery.ts picks
 * one by Accept-Encoding). A copy that is not smaller than the file is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'oneshop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // No source maps for users: they would publish the sources and weigh more than the code.
    sourcemap: false,
    // React, React Router, MobX, the texts and Home together are about 375 kB (113 KB gzipped, budget 120 KB); warn
    // when that grows.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Brotli at quality 11 takes seconds in closeBundle by design; no timing warning for it on `npm start`.
      checks: { bundlerTimings: false },
      // Everything the first page needs in one file: split by which lazy page shares it, it was eight files, each
      // compressed on its own and asked for in a round of its own (the modules the lazy pages share with it are
      // loaded anyway).
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiServer, changeOrigin: false }])),
  },
});
