#!/usr/bin/env node
// `npm run storage:migrate`: copies DATA_DIR/uploads into the S3 bucket set by S3_* (the same
// variables as for `npm start`). Idempotent and resumable; deletes nothing (decision 0053).
import { runServerCommand } from './server-command.mjs';

runServerCommand('storage-migrate');
