import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A fresh clone has nothing beside it: no source, test, script or CI file may read a path outside
 * the repository (the product spec and design notes the team reads live there; what the code and
 * tests need is copied in, e.g. docs/api-calls.json). Every relative path written in a file is
 * resolved from the file's folder (imports, `new URL(.., import.meta.url)`, `join(__dirname, ..)`),
 * and absolute paths into the machine's work folder are refused outright.
 */
const root = resolve(import.meta.dirname, '../..');
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mts|mjs|cjs|js|astro)$/.test(f) || f === '.ci/run' || f === 'package.json');

const RELATIVE = /(['"`])(\.\.?\/[^'"`\s]*)\1/g;
/** An absolute path into this machine's work folder: another checkout, never ours on a fresh clone. */
const ABSOLUTE = /(['"`])(\/work\/[^'"`\s]*)\1/g;

export function outsideReads(file: string, text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(RELATIVE)) {
    const target = resolve(dirname(resolve(root, file)), m[2]);
    const rel = relative(root, target);
    if (rel === '..' || rel.startsWith(`..${sep}`)) found.push(`${file}: ${m[2]}`);
  }
  for (const m of text.matchAll(ABSOLUTE)) found.push(`${file}: ${m[2]}`);
  return found;
}

describe('the repository reads nothing outside itself', () => {
  it('walks the tracked source, test, script and CI files', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it('no file names a path outside the repository', () => {
    const found = files.flatMap((f) => outsideReads(f, readFileSync(resolve(root, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('catches the ways a file could reach out', () => {
    // the samples are assembled, so this file itself names no path outside the repository
    const up = (n: number) => '../'.repeat(n);
    expect(outsideReads('tests/api/x.test.ts', `readFileSync(new URL('${up(3)}elsewhere/calls.json', import.meta.url))`)).toHaveLength(1);
    expect(outsideReads('scripts/x.ts', `join(import.meta.dirname, '${up(2)}elsewhere/data.json')`)).toHaveLength(1);
    expect(outsideReads('src/api/x.ts', `const spec = "${['', 'work', 'elsewhere', 'spec.md'].join('/')}"`)).toHaveLength(1);
    expect(outsideReads('src/api/mm/x.ts', `import { a } from '${up(2)}shared/lang';`)).toEqual([]);
  });
});
