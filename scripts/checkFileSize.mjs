// `npm run lint:size`: no source file of the layers grows past 300 lines unless its first line says why
// (`// Long on purpose: <reason>`), so that a file that does too much is noticed when it is written, not
// when the next engineer has to read it. Generated files (the API types, migrations) are left out.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 300;
const folders = ['adapters', 'application', 'domain', 'web/src'];
const generated = [/^web\/src\/api\/schema\.d\.ts$/, /\/migrations\//];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...folders], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !generated.some((pattern) => pattern.test(file)));

const tooLong = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the working tree but still in the index
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > LIMIT && !/^\/\/ Long on purpose: \S/.test(text)) tooLong.push(`${file}: ${lines} lines`);
}

if (tooLong.length > 0) {
  process.stdout.write(
    `Files over ${LIMIT} lines without a first line "// Long on purpose: <reason>":\n` +
      tooLong.map((line) => `  ${line}`).join('\n') +
      '\nSplit them by what they export, or say on their first line why they are long.\n',
  );
  process.exit(1);
}
process.stdout.write(`${files.length} source files, none over ${LIMIT} lines without a reason.\n`);
