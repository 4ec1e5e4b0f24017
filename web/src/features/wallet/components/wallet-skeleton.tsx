import { useMessages } from '@/lib/i18n';

/** The wallet's shape in grey while it loads: three figures, then two cards. */
export function WalletSkeleton() {
  const m = useMessages('wallet');
  return (
    <div aria-busy="true" aria-label={m.loading} className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} aria-hidden="true" className="h-32 animate-pulse rounded-card bg-ink-100" />
        ))}
      </div>
      <div aria-hidden="true" className="h-48 animate-pulse rounded-card bg-ink-100" />
      <div aria-hidden="true" className="h-64 animate-pulse rounded-card bg-ink-100" />
    </div>
  );
}
