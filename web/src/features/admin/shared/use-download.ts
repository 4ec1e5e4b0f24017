import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { downloadFile } from './download';

/**
 * A download button's behaviour: fetch `path` as a file named `fileName()`, then a toast
 * that names the file, or one that says what went wrong; `busy` while it runs.
 */
export function useDownload(
  path: string,
  fileName: () => string,
  words: { done: (name: string) => string; failed: (error: unknown) => string; failedTitle?: string },
) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      toast.success(words.done(await downloadFile(path, fileName())));
    } catch (e) {
      toast.error(words.failed(e), words.failedTitle);
    } finally {
      setBusy(false);
    }
  }
  return { busy, start };
}
