import { useEffect, useState, type Ref } from 'react';
import { FileText } from 'lucide-react';
import { FieldError } from '@/components/ui/field';
import { useMessages } from '@/lib/i18n';
import { isPdf } from './file-rules';

/**
 * A labelled file input for one image with a small preview of what was chosen. The
 * parent owns the File and the error, so a form can check all its files in order.
 */
export function ImageFileInput({
  id,
  label,
  help,
  accept,
  file,
  error,
  onChange,
  ref,
}: {
  id: string;
  label: string;
  help?: string;
  accept: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const m = useMessages('account').id;
  const [preview, setPreview] = useState<string | null>(null);
  const pdf = !!file && isPdf(file);
  useEffect(() => {
    if (!file || isPdf(file)) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const described = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="flex items-center gap-3">
        {pdf ? (
          <span className="flex size-16 shrink-0 flex-col items-center justify-center rounded-field border border-ink-200 bg-ink-50 text-ink-600">
            <FileText aria-hidden="true" className="size-6" />
            <span className="text-xs font-semibold">{m.pdf}</span>
          </span>
        ) : preview ? (
          <img
            src={preview}
            alt={m.preview({ label })}
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-field border border-ink-200 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="size-16 shrink-0 rounded-field border border-dashed border-ink-300 bg-ink-50"
          />
        )}
        <input
          ref={ref}
          id={id}
          type="file"
          accept={accept}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          className="block min-h-11 w-full min-w-0 text-sm text-ink-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-field file:border file:border-ink-300 file:bg-white file:px-4 file:font-semibold file:text-ink-800 hover:file:bg-ink-50"
        />
      </div>
      {help && (
        <p id={`${id}-help`} className="text-sm text-ink-600">
          {help}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
