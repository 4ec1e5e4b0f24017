#!/usr/bin/env node
// `npm run build`: every step of the build (scripts/build-steps.mjs: the web app, its server
// renderer, the server), in order, stopping at the first that fails. `node scripts/build.mjs web`
// builds one workspace's steps only.
import { buildSteps, runStep } from './build-steps.mjs';

const only = process.argv.slice(2);
const unknown = only.filter((w) => !buildSteps.some((s) => s.workspace === w));
if (unknown.length) {
  console.error(`No build steps for ${unknown.join(', ')}: the workspaces with a build are web and server.`);
  process.exit(2);
}
for (const step of buildSteps) {
  if (only.length && !only.includes(step.workspace)) continue;
  console.log(`Building the ${step.name}...`);
  const code = await runStep(step);
  if (code !== 0) process.exit(code);
}
