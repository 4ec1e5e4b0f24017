import { useId, useState, type DragEvent } from 'react';
import { ImagePlus } from 'lucide-react';
import { formatBytes } from '@espasyo/domain/format';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { acceptFor, typeList } from '@/features/account';

/**
 * Choose several photos at once, or drop them here. The input is a real file input inside its
 * label, so a keyboard or a screen reader opens the picker as usual.
 */
export function PhotoDropZone({
  onFiles,
  types,
  maxFileSize,
  left,
  error,
}: {
  onFiles: (files: File[]) => void;
  types: string[];
  maxFileSize: number;
  left: number;
  error?: string;
}) {
  const m = useMessages('listingWizard').photos;
  const id = useId();
  const [over, setOver] = useState(false);
  const full = left <= 0;
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!full) onFiles([...e.dataTransfer.files]);
  };
  return (
    <div>
      <label
        htmlFor={id}
        onDragOver={(e) => {
          if (!e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed px-4 py-8 text-center transition-colors',
          'has-focus-visible:outline-3 has-focus-visible:outline-brand-500',
          full
            ? 'cursor-not-allowed border-ink-200 bg-ink-50'
            : over
              ? 'cursor-pointer border-brand-600 bg-brand-50'
              : cn(
                  'cursor-pointer bg-white hover:border-brand-600 hover:bg-brand-50',
                  error ? 'border-danger-600' : 'border-ink-300',
                ),
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-brand-700" />
        <span className="text-base font-semibold text-ink-900">{full ? m.full : m.choose}</span>
        <span id={`${id}-help`} className="text-sm text-ink-600">
          {full ? m.fullHelp : m.help({ types: typeList(types), size: formatBytes(maxFileSize), left })}
        </span>
        <input
          id={id}
          type="file"
          multiple
          accept={acceptFor(types)}
          disabled={full}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          className="sr-only"
          onChange={(e) => {
            onFiles([...(e.target.files ?? [])]);
            e.target.value = ''; // the same file can be chosen again after a refusal
          }}
        />
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
