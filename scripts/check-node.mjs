// Run by npm before `test`, `start` and `build` (package.json "pre" scripts): on an older Node the
// suite died deep inside vitest ("Map.groupBy is not a function"). Plain old JavaScript on purpose:
// it must itself run on any Node to say which one is needed.
import { readFileSync } from 'fs';

var range = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node; // ">=22.12"
var need = range
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);
var have = process.versions.node.split('.').map(Number);
if (have[0] < need[0] || (have[0] === need[0] && (have[1] || 0) < (need[1] || 0))) {
  console.error(
    'This project needs Node.js ' +
      need.join('.') +
      ' or newer, but this is Node.js ' +
      process.versions.node +
      ': install Node 24 LTS (https://nodejs.org/en/download, or `nvm install 24`) and run the command again.',
  );
  process.exit(1);
}
