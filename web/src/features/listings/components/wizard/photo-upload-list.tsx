import { CircleAlert, X } from 'lucide-react';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import type { Upload } from './use-photo-uploads';

/** The files on their way up, each with its progress, and the refused ones with the reason. */
export function PhotoUploadList({ uploads, onDismiss }: { uploads: Upload[]; onDismiss: (key: string) => void }) {
  const m = useMessages('listingWizard').photos;
  if (uploads.length === 0) return null;
  return (
    <ul aria-label={m.uploads} className="mt-4 space-y-2">
      {uploads.map((u) => (
        <li
          key={u.key}
          className={
            u.state === 'failed'
              ? 'flex items-start gap-3 rounded-card border border-danger-600/40 bg-danger-50 p-3'
              : 'flex items-center gap-3 rounded-card border border-ink-200 bg-white p-3'
          }
        >
          {u.preview && u.state !== 'failed' ? (
            <img src={u.preview} alt="" className="size-12 shrink-0 rounded object-cover" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-ink-900">{u.name}</p>
            {u.state === 'failed' ? (
              <p role="alert" className="text-sm text-danger-700">
                {u.error && <LocalMessage message={u.error} />}
              </p>
            ) : (
              <>
                <progress
                  className="mt-1 h-2 w-full overflow-hidden rounded-full accent-brand-600 [&::-webkit-progress-bar]:bg-ink-100 [&::-webkit-progress-value]:bg-brand-600"
                  max={100}
                  value={Math.round(u.progress * 100)}
                  aria-label={m.uploadingLabel({ name: u.name })}
                />
                <p className="text-xs text-ink-600">
                  {u.state === 'waiting'
                    ? m.waiting
                    : u.progress < 1
                      ? m.uploadingProgress({ percent: Math.round(u.progress * 100) })
                      : m.processing}
                </p>
              </>
            )}
          </div>
          {u.state === 'failed' && (
            <button
              type="button"
              onClick={() => onDismiss(u.key)}
              className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-field text-ink-600 hover:bg-white hover:text-ink-900"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{m.dismiss({ name: u.name })}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
