import { lazy, Suspense } from 'react';
import { useMessages } from '@/lib/i18n';
import { useNearScreen } from '@/lib/use-near-screen';
import type { StayFieldsProps } from './stay-fields';

const StayFields = lazy(() => import('./stay-fields'));

/** A field's place, its label and an empty box of the control's height: the fields land on it without a jump. */
function Slot({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-ink-800">{label}</span>
      <span className="block min-h-11 rounded-field border border-ink-300 bg-white" />
    </div>
  );
}

/** The pickers' place while their code is on the way (the same on the server and in the browser). */
function Placeholder({ listing, state }: Pick<StayFieldsProps, 'listing' | 'state'>) {
  const { stay: m, offer } = useMessages('listing');
  const times = state.byHour && (state.sameDay || !state.to);
  const labels = state.monthly
    ? [offer.moveIn]
    : !state.byHour
      ? [m.start, m.end]
      : times
        ? [m.arrive, m.arrivalTime, m.leave, m.leavingTime]
        : [m.arrive, m.leave];
  return (
    <div className="space-y-3" aria-hidden="true">
      <div className="grid grid-cols-2 gap-3">
        {labels.map((label) => (
          <Slot key={label} label={label} />
        ))}
      </div>
      {state.byHour && !times && <p className="text-sm text-ink-700">{m.wholeDays}</p>}
      {listing.capacity > 1 && (
        <div className="grid grid-cols-2 gap-3">
          <Slot label={m.units} />
        </div>
      )}
    </div>
  );
}

/**
 * The price box's pickers: their code is fetched when the box comes near the screen (at once
 * beside the page on a wide screen, when scrolled to on a phone), so the page's first download
 * stays within its JavaScript budget (scripts/js-budget.mjs); the server renders their place.
 */
export function StayFieldsSection(props: StayFieldsProps) {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  const placeholder = <Placeholder listing={props.listing} state={props.state} />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <StayFields {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
