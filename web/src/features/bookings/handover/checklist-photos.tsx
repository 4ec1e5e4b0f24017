import { Trash2 } from 'lucide-react';
import type { Checklist, ChecklistPhoto } from '@espasyo/domain/contracts/handover';
import { handoverLimits } from '@espasyo/domain/handover/checklists';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';

const ACCEPT = 'image/jpeg,image/png,image/webp';

function PhotoGrid({
  photos,
  label,
  beside = false,
  removable,
  onRemove,
}: {
  photos: ChecklistPhoto[];
  label: string;
  /** Half of a side-by-side area: one photo a row on a phone, so each stays large enough to compare. */
  beside?: boolean;
  removable?: (p: ChecklistPhoto) => boolean;
  onRemove?: (p: ChecklistPhoto) => void;
}) {
  const m = useMessages('handover').photos;
  if (!photos.length) return <p className="text-sm text-ink-600">{m.none}</p>;
  return (
    <ul className={beside ? 'grid grid-cols-1 gap-2 sm:grid-cols-2' : 'grid grid-cols-2 gap-2 sm:grid-cols-3'}>
      {photos.map((p, i) => (
        <li key={p.id} className="space-y-1">
          <a href={p.url} target="_blank" rel="noreferrer" className="block focus-visible:outline-2">
            <img
              src={p.url}
              alt={m.alt({ label, n: i + 1 })}
              width={p.width}
              height={p.height}
              loading="lazy"
              className="aspect-4/3 w-full rounded-card border border-ink-200 object-cover"
            />
          </a>
          {removable?.(p) && onRemove && (
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              aria-label={m.removeLabel({ label: label.toLowerCase(), n: i + 1 })}
              onClick={() => onRemove(p)}
            >
              {m.remove}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A checklist's photos, area by area. With `moveIn` (the move-out checklist), each area shows the
 * move-in's photos beside the move-out's, so both sides compare what was there with what is left.
 * Editable: an upload per area (up to 6) and Remove on the viewer's own photos; `areaErrors` (by area
 * key: signing needs a photo of each area) are said under the area they name.
 */
export function ChecklistAreas({
  checklist: c,
  moveIn,
  viewer,
  editable,
  busy,
  error,
  areaErrors,
  onAdd,
  onRemove,
}: {
  checklist: Checklist;
  moveIn?: Checklist;
  viewer: 'client' | 'host' | 'admin';
  editable: boolean;
  busy?: boolean;
  error?: string;
  areaErrors?: Record<string, string>;
  onAdd?: (area: string, file: File) => void;
  onRemove?: (p: ChecklistPhoto) => void;
}) {
  const m = useMessages('handover').photos;
  const now = m.at({ kind: c.kind });
  return (
    <section aria-labelledby={`${c.kind}-photos`} className="space-y-4">
      <div>
        <h2 id={`${c.kind}-photos`} className="text-lg font-semibold text-ink-900">
          {m.heading}
        </h2>
        <p className="text-sm text-ink-700">{moveIn ? m.beside : editable ? m.editable : m.view}</p>
        {error && (
          <p id="photos-error" role="alert" className="mt-1 text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
      {c.template.areas.map((a) => {
        const mine = c.photos.filter((p) => p.area === a.key);
        const before = moveIn?.photos.filter((p) => p.area === a.key) ?? [];
        const full = mine.length >= handoverLimits.photosPerArea;
        const areaError = areaErrors?.[a.key];
        const errorId = `${c.kind}-area-${a.key}-error`;
        return (
          <div key={a.key} className="space-y-2 rounded-card border border-ink-200 bg-white p-3 sm:p-4">
            <h3 className="font-semibold text-ink-900">{a.label}</h3>
            {areaError && (
              <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
                {areaError}
              </p>
            )}
            <div className={moveIn ? 'grid grid-cols-2 gap-3' : ''} data-testid={`area-${a.key}`}>
              {moveIn && (
                <div className="min-w-0 space-y-2">
                  <p className="text-sm font-medium text-ink-700">{m.at({ kind: 'move_in' })}</p>
                  <PhotoGrid photos={before} label={m.areaAt({ area: a.label, kind: 'move_in' })} beside />
                </div>
              )}
              <div className="min-w-0 space-y-2">
                {moveIn && <p className="text-sm font-medium text-ink-700">{now}</p>}
                <PhotoGrid
                  photos={mine}
                  label={m.areaAt({ area: a.label, kind: c.kind })}
                  beside={!!moveIn}
                  removable={(p) => editable && p.uploadedBy === viewer}
                  onRemove={onRemove}
                />
              </div>
            </div>
            {editable && onAdd && !full && (
              <label className="block text-sm font-medium text-ink-900">
                {m.add({ area: a.label.toLowerCase() })}
                <input
                  type="file"
                  accept={ACCEPT}
                  capture="environment"
                  disabled={busy}
                  aria-invalid={areaError ? true : undefined}
                  aria-describedby={areaError ? errorId : undefined}
                  className="mt-1 block w-full text-sm font-normal text-ink-700 file:mr-3 file:min-h-11 file:rounded-field file:border file:border-ink-300 file:bg-white file:px-4 file:font-medium"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) onAdd(a.key, file);
                  }}
                />
              </label>
            )}
          </div>
        );
      })}
    </section>
  );
}
