import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileCheck } from 'lucide-react';
import type { ConsentDue, MyConsents } from '@espasyo/domain/contracts/consents';
import type { MeResult } from '@espasyo/domain/contracts/auth';
import { paths } from '@espasyo/domain/paths';
import { Button } from '@/components/ui/button';
import { api, errorMessage } from '@/lib/api-client';
import { useSignOut } from '@/components/layout/use-sign-out';
import { useLocalHref, useMessages } from '@/lib/i18n';
import { LocalMessage, MessageNamespaces } from '@/lib/i18n-validation';
import { useFormat } from '@/lib/use-format';
import { authKey } from '@/lib/query-client';

/** The server's answers the dialog may show (the version in effect changed meanwhile, say). */
const known = ['consents', 'apiAccount'] as const;
const linkClass = 'inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4';

/**
 * The re-consent dialog (issue 34): a legal text took effect that the signed-in person has not
 * agreed to. It shows what changed (the new version and the one they agreed to, each opening in a
 * new tab) and "I agree"; it cannot be dismissed (Escape and the backdrop do nothing), only agreed
 * to or left by signing out. Agreeing records each text's version (POST /api/me/consents).
 */
export default function ConsentDialog({ due }: { due: ConsentDue[] }) {
  const m = useMessages('consents');
  const f = useFormat();
  const localHref = useLocalHref();
  const ref = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
  });

  async function agree() {
    setBusy(true);
    setError(null);
    try {
      let left: ConsentDue[] = due;
      for (const d of due) {
        const res = await api.post<MyConsents>('/api/me/consents', { kind: d.kind, version: d.version });
        left = res.due;
      }
      queryClient.setQueryData<MeResult>(authKey, (before) =>
        before ? { user: before.user, ...(left.length ? { consentsDue: left } : {}) } : before,
      );
      void queryClient.invalidateQueries({ queryKey: ['me', 'consents'] });
    } catch (e) {
      setError(errorMessage(e) || m.dialog.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby="consent-title"
      aria-describedby="consent-intro"
      // Neither Escape nor a click outside closes it; if the browser closes it anyway it opens again.
      onCancel={(e) => e.preventDefault()}
      onClose={() => ref.current?.showModal()}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-card bg-white p-0 text-ink-900 shadow-raised backdrop:bg-ink-900/60"
    >
      <div className="space-y-4 p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <FileCheck aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id="consent-title" className="text-lg font-semibold text-ink-900">
              {m.dialog.title}
            </h2>
            <p id="consent-intro" className="mt-1 text-base text-ink-700">
              {m.dialog.intro}
            </p>
          </div>
        </div>
        <ul className="space-y-3">
          {due.map((d) => {
            const page = paths.legal[d.kind];
            return (
              <li key={d.kind} className="rounded-field border border-ink-200 p-4">
                <p className="font-medium text-ink-900">
                  {m.dialog.changed({ kind: m.kinds[d.kind], date: f.date(d.effectiveOn) })}
                </p>
                <p className="flex flex-col text-sm sm:flex-row sm:gap-4">
                  <a className={linkClass} href={localHref(page.getHref())} target="_blank" rel="noopener">
                    {m.dialog.readNew}
                  </a>
                  {d.previous && (
                    <a className={linkClass} href={localHref(page.getHref(d.previous))} target="_blank" rel="noopener">
                      {m.dialog.readOld}
                    </a>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
        {error && (
          <p role="alert" className="text-sm text-danger-700">
            <MessageNamespaces value={known}>
              <LocalMessage message={error} />
            </MessageNamespaces>
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => void signOut()} disabled={busy}>
            {m.dialog.signOut}
          </Button>
          <Button variant="primary" loading={busy} loadingText={m.dialog.agreeing} onClick={() => void agree()}>
            {m.dialog.agree}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
