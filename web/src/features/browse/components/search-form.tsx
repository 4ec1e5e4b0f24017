import type { FormEvent, Ref } from 'react';
import { Search } from 'lucide-react';
import { listingTypes } from '@espasyo/domain/listings/fields';
import { SEARCH_TEXT_MAX } from '@espasyo/domain/listings/search-options';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';

/**
 * The search bar: words (a place, a type, anything in a title) and the type. A plain GET form
 * to `basePath`, so it searches even before the page's JavaScript runs; the filters beside the
 * results and the sort belong to it too (their `form` attribute names `id`). With JavaScript,
 * `onSubmit` puts the search in the address (use-search-submit.ts). Keyed by the search by its
 * caller, so the back button shows the form as the results are.
 */
export function SearchForm({
  id,
  basePath,
  params,
  onSubmit,
  ref,
}: {
  id: string;
  basePath: string;
  params: URLSearchParams;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  ref?: Ref<HTMLFormElement>;
}) {
  const m = useMessages('search');
  return (
    <form id={id} ref={ref} role="search" action={basePath} method="get" noValidate onSubmit={onSubmit}>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end">
        <TextField
          label={m.form.q}
          name="q"
          defaultValue={params.get('q') ?? ''}
          maxLength={SEARCH_TEXT_MAX}
          placeholder={m.form.qPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          containerClassName="col-span-2 sm:col-span-1"
        />
        <Select
          label={m.form.type}
          name="type"
          defaultValue={params.get('type') ?? ''}
          placeholder={m.form.allTypes}
          options={listingTypes.map((t) => ({ value: t, label: m.types[t] }))}
        />
        <Button type="submit" className="self-end" icon={<Search aria-hidden="true" className="size-5" />}>
          {m.form.search}
        </Button>
      </div>
      {/* A point chosen on the map ('Search this area') stays with the words it was chosen for. */}
      {params.get('lat') && params.get('lng') && (
        <>
          <input type="hidden" name="lat" value={params.get('lat')!} />
          <input type="hidden" name="lng" value={params.get('lng')!} />
        </>
      )}
    </form>
  );
}
