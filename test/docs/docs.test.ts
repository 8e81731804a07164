import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';

// The guides stay true to the code they describe: docs/operations.md names every setting adapters/config.ts reads,
// and no relative link of README.md or docs/ leads nowhere (a file, a folder, or a heading of another document).

const root = path.resolve(import.meta.dirname, '../..');

/** SCREAMING_CASE, as environment variables are named. */
const NAME = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*';

/**
 * The environment variables a source reads: `env.X`, `env?.X`, `env['X']` (also as `process.env`), and a call whose
 * first argument is a SCREAMING_CASE string literal (`read('PORT', ...)`, `optional('SMTP_URL', ...)`). Comments are
 * dropped first, so a variable only mentioned there does not count.
 */
function environmentVariablesRead(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    new RegExp(`\\benv(?:\\?\\.|\\.)(${NAME})\\b`, 'g'),
    new RegExp(`\\benv\\s*\\[\\s*(['"\`])(${NAME})\\1\\s*\\]`, 'g'),
    new RegExp(`[A-Za-z_$][\\w$]*\\s*(?:<[^<>()]*>)?\\(\\s*(['"\`])(${NAME})\\1`, 'g'),
  ];
  const names = new Set<string>();
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) names.add(match[match.length - 1] ?? '');
  names.delete('');
  return [...names].sort();
}

/** Whether a Markdown text names a variable as a whole word (PORT is not named by METRICS_PORT). */
function namesVariable(markdown: string, name: string): boolean {
  return new RegExp(`(^|[^A-Za-z0-9_])${name}([^A-Za-z0-9_]|$)`).test(markdown);
}

interface MarkdownLink {
  readonly target: string;
  readonly line: number;
}

/**
 * The link targets of a Markdown text: inline links and images (`[text](target)`, `![alt](target)`, nested too) and
 * reference definitions (`[id]: target`), outside fenced code blocks and inline code.
 */
function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { text, line } of proseLines(markdown)) {
    const prose = text.replace(/(`+)[\s\S]*?\1/g, '');
    for (const match of prose.matchAll(/\]\(\s*<?([^()\s<>]+(?:\([^()\s]*\))?[^()\s<>]*)>?(?:\s+["'(][^)]*)?\)/g))
      links.push({ target: match[1] ?? '', line });
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose);
    if (definition) links.push({ target: definition[1] ?? '', line });
  }
  return links;
}

/** The lines of a Markdown text outside fenced code blocks, with their line numbers. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const mark = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (mark !== undefined) {
      if (fence === undefined) fence = mark;
      else if (mark[0] === fence[0] && mark.length >= fence.length) fence = undefined;
    } else if (fence === undefined) lines.push({ text, line: index + 1 });
  });
  return lines;
}

/** The anchors GitHub makes for a document's headings: lower case, punctuation dropped, spaces as hyphens, -1 on repeats. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!heading) continue;
    const slug = (heading[1] ?? '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * The relative links of one Markdown file that lead nowhere: no such file or folder, or, for a `#fragment` of a
 * Markdown document, no such heading there. Links with a scheme (https:, mailto:, ...) are not checked.
 */
function brokenLinks(file: string, repositoryRoot: string): string[] {
  const markdown = readFileSync(file, 'utf8');
  const broken: string[] = [];
  for (const { target, line } of markdownLinks(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [address = '', fragment] = target.split('#', 2);
    const pathPart = decodeURI(address.split('?')[0] ?? '');
    const resolved =
      pathPart === ''
        ? file
        : pathPart.startsWith('/')
          ? path.join(repositoryRoot, pathPart)
          : path.resolve(path.dirname(file), pathPart);
    const where = `${path.relative(repositoryRoot, file)}:${line}: ${target}`;
    if (!existsSync(resolved)) {
      broken.push(`${where} (no such file or folder)`);
      continue;
    }
    if (fragment && resolved.endsWith('.md') && !headingAnchors(readFileSync(resolved, 'utf8')).has(fragment))
      broken.push(`${where} (no such heading)`);
  }
  return broken;
}

/** README.md and every Markdown file under docs/. */
function documents(): string[] {
  const found = [path.join(root, 'README.md')];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) found.push(full);
    }
  };
  walk(path.join(root, 'docs'));
  return found;
}

describe('docs/operations.md', () => {
  const source = readFileSync(path.join(root, 'adapters/config.ts'), 'utf8');
  const variables = environmentVariablesRead(source);

  it('is checked against the variables adapters/config.ts really reads', () => {
    expect(variables).toEqual(expect.arrayContaining(['NODE_ENV', 'PORT', 'PUBLIC_URL', 'DATABASE_URL', 'SMTP_URL']));
    expect(variables.length).toBeGreaterThanOrEqual(20);
  });

  it('names every configuration variable adapters/config.ts reads', () => {
    const guide = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
    expect(variables.filter((name) => !namesVariable(guide, name))).toEqual([]);
  });
});

describe('the reading of adapters/config.ts', () => {
  it('finds a variable however it is read, and none only mentioned in a comment', () => {
    const sample = [
      "const production = env.NODE_ENV === 'production';",
      "const port = read('PORT', port, 3000);",
      'const url = optional("SMTP_URL", smtpUrl);',
      "const key = process.env['SECRET_KEY'];",
      'const offset = env?.CLOCK_OFFSET_DAYS;',
      '// NOT_READ_HERE is only mentioned',
      "/** read('NOR_THIS', flag) */",
      "const text = 'not a NAME_IN_TEXT';",
    ].join('\n');
    expect(environmentVariablesRead(sample)).toEqual([
      'CLOCK_OFFSET_DAYS',
      'NODE_ENV',
      'PORT',
      'SECRET_KEY',
      'SMTP_URL',
    ]);
  });
});

describe('links of README.md and docs/', () => {
  it('every relative link resolves to a file, a folder or a heading', () => {
    const files = documents();
    expect(files.map((file) => path.relative(root, file))).toEqual(
      expect.arrayContaining(['README.md', 'docs/operations.md', 'docs/integrator.md', 'docs/architecture.md']),
    );
    expect(files.flatMap((file) => brokenLinks(file, root))).toEqual([]);
  });
});

describe('the link check', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-links-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports each link that leads nowhere, and only those', () => {
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'docs/guide.md'), '# Guide\n\n## Tokens and scopes\n\n## Tokens and scopes\n');
    writeFileSync(path.join(dir, 'picture.png'), '');
    const sample = [
      '# Sample',
      '',
      '[good](docs/guide.md) [folder](docs) [anchor](docs/guide.md#tokens-and-scopes)',
      '[repeated heading](docs/guide.md#tokens-and-scopes-1) [here](#sample) ![picture](picture.png)',
      '[web](https://example.com/missing.md) [mail](mailto:someone@example.com) `[code](missing-in-code.md)`',
      '```sh',
      '[fenced](missing-in-fence.md)',
      '```',
      '[missing file](docs/missing.md) ![missing picture](missing.png)',
      '[missing heading](docs/guide.md#nowhere) [missing here](#nowhere)',
      '[![badge](missing-badge.png)](docs/guide.md)',
      '[ref]: missing-reference.md',
    ].join('\n');
    writeFileSync(path.join(dir, 'README.md'), sample);

    expect(markdownLinks(sample).map((link) => link.target)).not.toContain('missing-in-fence.md');
    expect(brokenLinks(path.join(dir, 'README.md'), dir)).toEqual([
      'README.md:9: docs/missing.md (no such file or folder)',
      'README.md:9: missing.png (no such file or folder)',
      'README.md:10: docs/guide.md#nowhere (no such heading)',
      'README.md:10: #nowhere (no such heading)',
      'README.md:11: missing-badge.png (no such file or folder)',
      'README.md:12: missing-reference.md (no such file or folder)',
    ]);
  });

  it('makes the anchors GitHub makes', () => {
    const anchors = headingAnchors(
      '## Booth access: `x-booth`\n## Task state "due"\n## The booking system (Rubin)\n## Code rules, checked in `npm test`\n',
    );
    expect([...anchors]).toEqual([
      'booth-access-x-booth',
      'task-state-due',
      'the-booking-system-rubin',
      'code-rules-checked-in-npm-test',
    ]);
  });
});
