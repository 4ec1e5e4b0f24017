#!/usr/bin/env node
// `npm run create-admin`: creates the first administrator from a shell (same rules as
// /create-admin). Builds the server if needed, then runs server/dist/create-admin.js with
// this terminal, so it can ask for the details. Non-interactive: set ADMIN_FIRST_NAME,
// ADMIN_LAST_NAME, ADMIN_EMAIL, ADMIN_PHONE and ADMIN_PASSWORD. DATA_DIR / DATABASE_URL
// choose the database, as for `npm start` (stop the server first when using DATA_DIR).
import { runServerCommand } from './server-command.mjs';

runServerCommand('create-admin');
