// `npm start`: one command on a fresh clone. Builds what is missing or older than its sources (the web UI,
// the server; `npm run build` does both at once), then runs the built server, plain JavaScript, in this
// process. Nothing is compiled at start when the build is current. (The container image runs
// `node dist/main.js` itself: it holds the build only.)
import { pathToFileURL } from 'node:url';
import { buildServer, buildWeb, serverBuildIsStale, serverEntry, webBuildIsStale } from './build.mjs';

// A WEB_ROOT of its own (e.g. the e2e tests' build) is the caller's to build.
const ownWebRoot = (process.env.WEB_ROOT ?? '').trim();
if ((ownWebRoot === '' || ownWebRoot === 'web/dist') && webBuildIsStale()) {
  process.stdout.write('Building the web UI (first start or changed sources)...\n');
  await buildWeb();
}
if (serverBuildIsStale()) {
  process.stdout.write('Building the server (first start or changed sources)...\n');
  await buildServer();
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
