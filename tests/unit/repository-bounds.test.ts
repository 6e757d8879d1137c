import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A fresh clone has nothing beside it: no source, test, script or CI file may read a path outside
 * the repository (the product spec and design notes the team reads live there; what the code and
 * tests need is copied in, e.g. docs/api-calls.json). Every relative path written in a file is
 * resolved from the file's folder (imports, `new URL(.., import.meta.url)`, `join(__dirname, ..)`),
 * and absolute paths into a sibling checkout are refused outright.
 */
const root = resolve(import.meta.dirname, '../..');
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mts|mjs|cjs|js|astro)$/.test(f) || f === '.ci/run' || f === 'package.json');

const RELATIVE = /(['"`])(\.\.?\/[^'"`\s]*)\1/g;
const SIBLING = /(?:\/work\/shared\b|\.\.\/shared\/(?:spec|DESIGN|SECURITY))/;

export function outsideReads(file: string, text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(RELATIVE)) {
    const target = resolve(dirname(resolve(root, file)), m[2]);
    const rel = relative(root, target);
    if (rel === '..' || rel.startsWith(`..${sep}`)) found.push(`${file}: ${m[2]}`);
  }
  for (const line of text.split('\n')) if (SIBLING.test(line)) found.push(`${file}: ${line.trim()}`);
  return found;
}

describe('the repository reads nothing outside itself', () => {
  it('walks the tracked source, test, script and CI files', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it('no file names a path outside the repository', () => {
    const found = files.flatMap((f) =>
      f.endsWith('repository-bounds.test.ts') ? [] : outsideReads(f, readFileSync(resolve(root, f), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('catches the ways a file could reach out', () => {
    expect(
      outsideReads('tests/api/x.test.ts', "readFileSync(new URL('../../../shared/spec/api-calls.json', import.meta.url))"),
    ).toHaveLength(2);
    expect(outsideReads('scripts/x.ts', "join(import.meta.dirname, '../../elsewhere/data.json')")).toHaveLength(1);
    expect(outsideReads('src/api/x.ts', 'const spec = "/work/shared/spec/event-and-directory.md"')).toHaveLength(1);
    expect(outsideReads('src/api/mm/x.ts', "import { a } from '../../shared/lang';")).toEqual([]);
  });
});
