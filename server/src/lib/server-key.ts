import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';

/**
 * The server's one key for secrets it keeps or derives (two-factor seeds and recovery codes, the
 * sandbox gateway's webhook secret): SECRET_KEY when set (needed when several instances share a
 * database), else DATA_DIR/secret.key, created once with mode 0600. A database dump alone
 * therefore reveals nothing sealed or signed with it.
 */
const keys = new Map<string, Buffer>();

export function serverKey(env: Env): Buffer {
  const id = env.SECRET_KEY ? 'env' : env.dataDir;
  const cached = keys.get(id);
  if (cached) return cached;
  let material: string;
  if (env.SECRET_KEY) material = env.SECRET_KEY;
  else {
    const file = path.join(env.dataDir, 'secret.key');
    fs.mkdirSync(env.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    material = fs.readFileSync(file, 'utf8').trim();
  }
  const key = createHash('sha256').update(`espasyo-secrets:${material}`).digest();
  keys.set(id, key);
  return key;
}
