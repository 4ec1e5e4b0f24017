#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources (the steps of
// scripts/build-steps.mjs, the same that `npm run build` runs), then runs the server in this
// same process. package.json starts this script with `exec`, so the process npm
// forwards SIGTERM and SIGINT to is the server itself, which closes cleanly: with a shell or
// a second Node process in between, a process manager's SIGTERM left the server running.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSteps, isStale, root, runStep } from './build-steps.mjs';

// Only the steps whose output is missing or older than its sources, each checked on its own;
// Vite lists every chunk unless told to report only warnings and errors.
for (const step of buildSteps) {
  if (!isStale(step)) continue;
  console.log(`Building the ${step.name}...`);
  const code = await runStep(step, { quiet: true });
  if (code !== 0) process.exit(code);
}

process.chdir(root); // DATA_DIR=./data means the project's folder, wherever this was started from
process.setSourceMapsEnabled(true); // stack traces point into server/src
await import(pathToFileURL(path.join(root, 'server/dist/main.js')).href);
