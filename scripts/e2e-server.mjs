#!/usr/bin/env node
// Starts the built server for the browser tests on a fresh data directory. The e2e suite
// always uses the embedded database, like a new user's machine, even when CI sets
// DATABASE_URL for the server integration tests.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const env = { ...process.env };
delete env.DATABASE_URL;
// Many browser-test users share one address: raise the API rate limits of the settings.
env.RATE_LIMIT_SCALE ??= '100';
const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], { env, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => {
  rmSync(process.env.DATA_DIR, { recursive: true, force: true });
  process.exit(code ?? 0);
});
