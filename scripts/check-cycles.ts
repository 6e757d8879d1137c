// `npm run check:cycles` (part of `npm run check`): fails when a module of the project imports itself
// through others. Static imports and re-exports count, type-only ones too (a type that circles back is
// in the wrong folder); `import()` does not (a lazy screen may load what loads it). Resolved as tsc
// resolves them (tsconfig.json paths), over the files tsconfig.json includes.
import ts from 'typescript';
import { relative } from 'node:path';

const root = process.cwd();
const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
if (!config) throw new Error('tsconfig.json could not be read');
const files = config.fileNames.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));

function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const statement of source.statements) {
    const spec =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier
        ? statement.moduleSpecifier
        : undefined;
    if (!spec || !ts.isStringLiteral(spec)) continue;
    const resolved = ts.resolveModuleName(spec.text, file, config!.options, ts.sys).resolvedModule;
    if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith('.d.ts')) {
      out.push(resolved.resolvedFileName);
    }
  }
  return out;
}

const graph = new Map(files.map((f) => [f, importsOf(f)]));

// Tarjan's strongly connected components: every component of more than one file (or a file importing
// itself) is a cycle.
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
function visit(file: string): void {
  index.set(file, index.size);
  low.set(file, index.get(file)!);
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file)!, low.get(next)!));
    } else if (onStack.has(next)) {
      low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
  }
  if (low.get(file) !== index.get(file)) return;
  const component: string[] = [];
  let member: string;
  do {
    member = stack.pop()!;
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component);
}
for (const file of graph.keys()) if (!index.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s):`);
  for (const cycle of cycles) console.error(`  ${cycle.map((f) => relative(root, f)).join(' <-> ')}`);
  process.exit(1);
}
console.log(`no import cycles in ${files.length} files`);
