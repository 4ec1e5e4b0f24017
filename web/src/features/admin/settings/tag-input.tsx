import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { controlClasses, describedBy, Field } from '@/components/ui/field';
import { useMessages } from '@/lib/i18n';

export interface TagInputProps {
  label: string;
  help?: string;
  error?: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A list of short values typed one at a time: Enter or a comma adds what was typed, each
 * value has its own remove button, and pasting 'a, b, c' adds all three.
 */
export function TagInput({ label, help, error, value, onChange, onBlur, placeholder, ref }: TagInputProps) {
  const m = useMessages('adminSystem').settings.tags;
  const id = useId();
  const [draft, setDraft] = useState('');

  function add(text: string) {
    const parts = text
      .split(/[,\s]+/)
      .map((p) => p.trim())
      .filter(Boolean);
    const next = [...value];
    for (const p of parts) if (!next.includes(p)) next.push(p);
    if (next.length !== value.length) onChange(next);
    setDraft('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add(draft);
    } else if (e.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <Field id={id} label={label} help={help} error={error}>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={m.added({ label, count: value.length })}>
          {value.map((v) => (
            <li
              key={v}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm font-medium text-brand-800"
            >
              <span className="break-all">{v}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((x) => x !== v))}
                aria-label={m.remove({ value: v })}
                className="flex size-8 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        ref={ref}
        value={draft}
        onChange={(e) => (e.target.value.includes(',') ? add(e.target.value) : setDraft(e.target.value))}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft.trim()) add(draft);
          onBlur?.();
        }}
        placeholder={placeholder}
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        className={cn(controlClasses(!!error))}
      />
    </Field>
  );
}
