import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { createUser, type BuiltUser, type UserOptions } from './builders';

/*
 * One app per test file, set up by the file's beforeAll and closed by its afterAll. Each
 * helper returns its object at once, empty, and fills it in beforeAll: read it inside
 * tests, hooks and the functions they call, never at the top level of the file.
 */

export interface UseTestAppOptions {
  env?: NonNullable<Parameters<typeof createTestApp>[0]>['env'];
  /** How push services are reached (push.fixtures' usePushService().network); by default not at all. */
  pushNetwork?: NonNullable<Parameters<typeof createTestApp>[0]>['pushNetwork'];
  /**
   * A fresh DATA_DIR under the system temp folder, named with this prefix and removed after
   * the last test (for files on disk: uploads, secret.key). `t.dataDir` is its path.
   */
  tempDataDir?: string;
}

/** `const t = useTestApp();` a fresh app on a fresh database for this file's tests. */
export function useTestApp(opts: UseTestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  let tempDir: string | undefined;
  beforeAll(async () => {
    if (opts.tempDataDir) tempDir = fs.mkdtempSync(path.join(os.tmpdir(), opts.tempDataDir));
    Object.assign(
      t,
      await createTestApp({
        env: { ...opts.env, ...(tempDir ? { DATA_DIR: tempDir } : {}) },
        pushNetwork: opts.pushNetwork,
      }),
    );
  });
  afterAll(async () => {
    await t.close?.(); // absent when beforeAll failed; its error is the one worth seeing
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  });
  return t;
}

/** `const admin = useUser(t, { type: 'admin' });` a signed-in user made once for this file. */
export function useUser(t: TestApp, opts: UserOptions = {}): BuiltUser {
  const u = {} as BuiltUser;
  beforeAll(async () => {
    Object.assign(u, await createUser(t, opts));
  });
  return u;
}
