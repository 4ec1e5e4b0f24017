import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal, ModalCloseButton } from '@/components/ui/modal';
import { useMessages } from '@/lib/i18n';
import { formValuesOf } from '../search-filters';
import { FilterFields } from './filter-fields';
import { useSearchSubmit } from './use-search-submit';

export interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  basePath: string;
  params: URLSearchParams;
  kind: string | null;
  priceUnit: string;
  count: number;
  clearHref: string;
  /** Changes at every opening, so the sheet shows the search on screen, not what was left unsent. */
  session: number;
}

/**
 * The filters in a sheet: from the bottom on a phone, from the side on a wider screen (the map
 * page). Loaded when first wanted (decision 0026: not part of the page's first download). Its
 * own form: 'Show results' applies the filters to the search on screen.
 */
export default function FilterSheet({
  open,
  onClose,
  basePath,
  params,
  kind,
  priceUnit,
  count,
  clearHref,
  session,
}: FilterSheetProps) {
  const m = useMessages('search').filters;
  const titleId = useId();
  const { formRef, errors, onSubmit } = useSearchSubmit({ basePath, params, withFilters: true, onDone: onClose });

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="inset-x-0 top-auto bottom-0 m-0 h-[92dvh] max-h-none w-full max-w-none rounded-t-panel sm:top-0 sm:right-0 sm:left-auto sm:h-dvh sm:w-[28rem] sm:rounded-none"
    >
      <form key={`${params}|${session}`} ref={formRef} noValidate onSubmit={onSubmit} className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-ink-200 px-4 py-2">
          <h2 id={titleId} className="text-lg font-semibold">
            {m.title}
          </h2>
          <ModalCloseButton onClose={onClose} className="-mr-2" />
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">
          <FilterFields values={formValuesOf(params)} errors={errors} kind={kind} priceUnit={priceUnit} wide />
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-ink-200 px-4 py-3">
          {count > 0 ? (
            <Link
              to={clearHref}
              onClick={onClose}
              className="rounded-field px-2 py-2 text-base font-semibold text-brand-700 underline"
            >
              {m.clearAll}
            </Link>
          ) : (
            <span />
          )}
          <Button type="submit" variant="secondary">
            {m.show}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
