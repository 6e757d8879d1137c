import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Issue 23 item 13: an old Node is told in one line which Node to get, before anything else runs. */
const OLD_NODE = '/usr/bin/node'; // Debian's Node 20 on the CI image

describe('scripts/check-node.mjs', () => {
  it('runs before npm test, start and build', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    for (const name of ['test', 'start', 'build']) expect(scripts[`pre${name}`]).toBe('node scripts/check-node.mjs');
    expect(readFileSync('.npmrc', 'utf8')).toMatch(/^engine-strict=true$/m); // npm install / npm ci refuse an old Node too
  });

  it('passes on this Node', () => {
    const run = spawnSync(process.execPath, ['scripts/check-node.mjs'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toBe('');
  });

  const old = existsSync(OLD_NODE) ? spawnSync(OLD_NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim() : '';
  it.skipIf(!old || Number(old.split('.')[0]) >= 22)(`fails on Node ${old} with one line naming the Node needed`, () => {
    const run = spawnSync(OLD_NODE, ['scripts/check-node.mjs'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`needs Node.js 22.12 or newer, but this is Node.js ${old}`);
    expect(lines[0]).toContain('nvm install 24');
  });
});
