#!/usr/bin/env node
// No import cycles, type-only ones included (ESLint's rules skip those): madge over the server
// and domain, then over the web with its tsconfig (for the @/ alias). Exits 1 on any cycle.
import madge from 'madge';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = { fileExtensions: ['ts', 'tsx'], detectiveOptions: { ts: { skipTypeImports: false } } };
const trees = [
  { paths: ['domain/src', 'server/src'], config: base },
  {
    paths: ['web/src'],
    // The alias of web/tsconfig.json; madge resolves `paths` only against an explicit baseUrl.
    config: {
      ...base,
      tsConfig: { compilerOptions: { baseUrl: path.join(root, 'web'), paths: { '@/*': ['src/*'] } } },
    },
  },
];

let cycles = 0;
for (const { paths, config } of trees) {
  const result = await madge(
    paths.map((p) => path.join(root, p)),
    { ...config, baseDir: root },
  );
  for (const cycle of result.circular()) {
    cycles += 1;
    console.error(`Import cycle: ${cycle.join(' → ')} → ${cycle[0]}`);
  }
}
console.log(cycles ? `${cycles} import cycle(s).` : 'No import cycles (madge: domain, server, web).');
process.exit(cycles ? 1 : 0);
