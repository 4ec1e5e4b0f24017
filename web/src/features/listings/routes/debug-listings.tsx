import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HostListing, HostListingsPage } from '@espasyo/domain/contracts/listings';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/page-title';
import { apiQuery } from '@/lib/api-query';
import { useMessages } from '@/lib/i18n';

const raw = (path: string) => apiQuery<unknown>(['debug', path], path);

/**
 * /debug/listings, in development builds only (design §1: no debug page in production): the
 * signed-in host's listings of every status as the API returns them, and one listing's whole
 * record, to check what the forms saved without opening the database.
 */
export default function DebugListingsPage() {
  const m = useMessages('hostListings').debug;
  const [selected, setSelected] = useState<string | null>(null);
  const list = useQuery(raw('/api/host/listings?status=all&pageSize=100'));
  const one = useQuery({ ...raw(`/api/host/listings/${selected ?? ''}`), enabled: selected != null });
  const page = list.data as HostListingsPage | undefined;

  return (
    <div>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      {list.isError && <Alert tone="danger">{String(list.error)}</Alert>}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <ul className="divide-y divide-ink-200 rounded-card border border-ink-200 bg-white">
          {page?.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={selected === item.id}
                onClick={() => setSelected(item.id)}
                className="w-full px-4 py-3 text-left hover:bg-ink-50 aria-pressed:bg-brand-50"
              >
                <span className="block truncate font-medium text-ink-900">{item.title ?? m.noTitle}</span>
                <span className="block font-mono text-xs text-ink-600">
                  {item.status} · {item.type} · {item.id}
                </span>
              </button>
            </li>
          ))}
          {page && page.items.length === 0 && <li className="px-4 py-3 text-ink-600">{m.none}</li>}
        </ul>
        <pre className="max-h-[70vh] overflow-auto rounded-card bg-ink-900 p-4 font-mono text-xs text-ink-50">
          {JSON.stringify(selected ? ((one.data as HostListing | undefined) ?? one.error ?? m.loading) : page, null, 2)}
        </pre>
      </div>
    </div>
  );
}
