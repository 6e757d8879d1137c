import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Admin texts come from the dictionaries (src/i18n/{mn,en}/admin.ts through `t()`): no Cyrillic
 * in the code of src/admin (strings, templates, JSX text). Comments may speak Mongolian.
 */
const ROOT = join(import.meta.dirname, '../..');
const ADMIN = join(ROOT, 'src/admin');
const CYRILLIC = /[\u0400-\u04FF]/;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** `file:line: text` for every literal (string, template part, JSX text) that holds Cyrillic. */
function cyrillicLiterals(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) && CYRILLIC.test(node.getText(source))) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${relative(ROOT, file)}:${line}: ${node.getText(source).trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('admin texts', () => {
  it('has no Cyrillic literal in src/admin (texts come from the admin dictionary)', () => {
    const found = sources(ADMIN).flatMap(cyrillicLiterals);
    expect(found).toEqual([]);
  });
});
