import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The Node versions the README and package.json promise must be ones every installed
// package says it supports (npm warns EBADENGINE otherwise). docs/decisions: supported Node.
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  subset(sub: string, sup: string): boolean;
};
const root = path.resolve(__dirname, '../..');
const promised: string = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;

/** name@version and its engines.node, for every package under node_modules (nested ones too). */
function installed(dir = path.join(root, 'node_modules'), out: { id: string; node: string }[] = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const pkgDir = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      installed(pkgDir, out);
      continue;
    }
    const file = path.join(pkgDir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (typeof pkg.engines?.node === 'string') out.push({ id: `${pkg.name}@${pkg.version}`, node: pkg.engines.node });
    }
    installed(path.join(pkgDir, 'node_modules'), out);
  }
  return out;
}

describe('supported Node versions', () => {
  const packages = installed();

  it('every installed package supports the Node running this test', () => {
    expect(packages.filter((p) => !semver.satisfies(process.version, p.node))).toEqual([]);
  });

  it('every installed package supports every Node version package.json promises', () => {
    expect(packages.length).toBeGreaterThan(50);
    expect(packages.filter((p) => !semver.subset(promised, p.node))).toEqual([]);
  });
});
