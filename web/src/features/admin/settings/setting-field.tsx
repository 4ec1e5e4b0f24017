import { useId } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { controlClasses, describedBy, Field, FieldError } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import type { FieldMeta } from './fields';
import { TagInput } from './tag-input';

type Values = Record<string, unknown>;

/** The first message anywhere under a field's errors (a list reports per item). */
export function firstError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown };
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const v of Object.values(error)) {
    const m = v && typeof v === 'object' && v !== error ? firstError(v) : undefined;
    if (m) return m;
  }
  return undefined;
}

export interface SettingFieldProps {
  name: string;
  meta: FieldMeta;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  /** The value now, to keep a stored value that is not one of the usual options selectable. */
  currentValue: unknown;
}

/** One setting: the right control for its kind, with its label, help text and error. */
export function SettingField({ name, meta, control, register, errors, currentValue }: SettingFieldProps) {
  const id = useId();
  const error = firstError(errors[name]);

  switch (meta.kind) {
    case 'boolean':
      return <Checkbox id={id} label={meta.label} help={meta.help} error={error} {...register(name)} />;
    case 'select': {
      const options =
        typeof currentValue === 'string' && currentValue && !meta.options.some((o) => o.value === currentValue)
          ? [...meta.options, { value: currentValue, label: currentValue }]
          : meta.options;
      return <Select id={id} label={meta.label} help={meta.help} error={error} options={options} {...register(name)} />;
    }
    case 'number':
      return (
        <Field id={id} label={meta.label} help={meta.help} error={error}>
          <div className="flex">
            <input
              id={id}
              type="number"
              inputMode="decimal"
              step={meta.step ?? 'any'}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, meta.help, error)}
              className={cn(controlClasses(!!error), meta.unit && 'rounded-r-none')}
              {...register(name, { valueAsNumber: true })}
            />
            {meta.unit && (
              <span className="inline-flex min-h-11 items-center rounded-r-field border border-l-0 border-ink-300 bg-ink-50 px-3 text-sm text-ink-600">
                {meta.unit}
              </span>
            )}
          </div>
        </Field>
      );
    case 'text':
      if (meta.multiline)
        return (
          <Field id={id} label={meta.label} help={meta.help} error={error}>
            <textarea
              id={id}
              rows={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, meta.help, error)}
              className={cn(controlClasses(!!error), 'resize-y')}
              {...register(name)}
            />
          </Field>
        );
      return (
        <TextField
          id={id}
          type={meta.input === 'email' ? 'email' : 'text'}
          label={meta.label}
          help={meta.help}
          error={error}
          autoCapitalize="none"
          spellCheck={false}
          {...register(name)}
        />
      );
    case 'list':
      return (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <TagInput
              ref={field.ref}
              label={meta.label}
              help={meta.help}
              error={error}
              placeholder={meta.placeholder}
              value={(field.value as string[]) ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      );
    case 'choices':
      return (
        <Controller
          name={name}
          control={control}
          render={({ field }) => {
            const selected = (field.value as string[]) ?? [];
            const toggle = (choice: string, on: boolean) =>
              field.onChange(meta.choices.filter((c) => (c === choice ? on : selected.includes(c))));
            return (
              <fieldset aria-describedby={describedBy(id, meta.help, error)} className="flex flex-col gap-1.5">
                <legend className="mb-1.5 text-sm font-semibold text-ink-800">{meta.label}</legend>
                <div className="flex flex-wrap gap-x-5">
                  {meta.choices.map((c, i) => (
                    <Checkbox
                      key={c}
                      ref={i === 0 ? field.ref : undefined}
                      label={c}
                      checked={selected.includes(c)}
                      onChange={(e) => toggle(c, e.target.checked)}
                      onBlur={field.onBlur}
                    />
                  ))}
                </div>
                <p id={`${id}-help`} className="text-sm text-ink-600">
                  {meta.help}
                </p>
                <FieldError id={id} error={error} />
              </fieldset>
            );
          }}
        />
      );
  }
}
