import fs from 'node:fs/promises';
import path from 'node:path';
import { etagOf, isValidKey, type FileStorage } from './storage';

export interface CopyReport {
  /** Files written to the target now. */
  copied: number;
  /** Files the target already held with the same bytes (an earlier, perhaps interrupted, run). */
  alreadyThere: number;
  /** Paths under the directory that are not uploaded files (a half-written `.tmp`, a stray file). */
  skipped: string[];
  failed: { key: string; error: string }[];
}

/** Every file two levels down (folder/name): the layout of the local storage. */
async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const folder of await fs.readdir(root, { withFileTypes: true })) {
    if (!folder.isDirectory()) {
      out.push(folder.name);
      continue;
    }
    for (const file of await fs.readdir(path.join(root, folder.name), { withFileTypes: true })) {
      out.push(`${folder.name}/${file.name}${file.isDirectory() ? '/' : ''}`);
    }
  }
  return out.sort();
}

/**
 * Copies the local storage's directory into another storage (`npm run storage:migrate`,
 * decision 0053). Idempotent and resumable: a file the target already holds with the same MD5
 * is left alone, so a run stopped half-way (or one repeated after the switch, for files
 * uploaded meanwhile) copies only what is missing. Nothing is deleted on either side. One
 * file's failure is reported and the others go on.
 */
export async function copyLocalFiles(
  root: string,
  target: FileStorage,
  opts: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, alreadyThere: 0, skipped: [], failed: [] };
  const entries = await listFiles(root);
  const keys = entries.filter((k) => {
    const ok = isValidKey(k) && !k.endsWith('.tmp');
    if (!ok) report.skipped.push(k);
    return ok;
  });
  let next = 0;
  let done = 0;
  const copyOne = async (key: string) => {
    try {
      const data = await fs.readFile(path.join(root, key));
      const there = await target.head(key);
      if (there && there.etag === etagOf(data) && there.size === data.length) report.alreadyThere++;
      else {
        await target.put(key, data);
        report.copied++;
      }
    } catch (e) {
      report.failed.push({ key, error: e instanceof Error ? e.message : String(e) });
    }
    opts.onProgress?.(++done, keys.length);
  };
  // A few requests in flight: a bucket's latency, not its bandwidth, bounds one at a time.
  const worker = async () => {
    while (next < keys.length) await copyOne(keys[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 8) }, worker));
  return report;
}
