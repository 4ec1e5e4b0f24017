import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldWord } from './field';
import { PasswordField } from './password-field';
import { TextField, type TextFieldProps } from './text-field';

/**
 * The fields every account form asks the same way, with the same autofill hints and
 * keyboards: an email address, first and last name, a new password and its confirmation.
 */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'label'> & { label?: ReactNode }) {
  return (
    <TextField
      label={<FieldWord name="email" />}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

interface Pair {
  /** `register('firstName')` / `register('password')` and so on. */
  fields: [UseFormRegisterReturn, UseFormRegisterReturn];
  errors: [string | undefined, string | undefined];
}

/** First and last name side by side from the small-tablet width on. */
export function NameFields({ fields, errors, gap = 'gap-5' }: Pair & { gap?: string }) {
  return (
    <div className={`grid ${gap} sm:grid-cols-2`}>
      <TextField
        label={<FieldWord name="firstName" />}
        autoComplete="given-name"
        required
        error={errors[0]}
        {...fields[0]}
      />
      <TextField
        label={<FieldWord name="lastName" />}
        autoComplete="family-name"
        required
        error={errors[1]}
        {...fields[1]}
      />
    </div>
  );
}

/** A new password with the policy's hint, then its confirmation. */
export function NewPasswordFields({ fields, errors, help }: Pair & { help: ReactNode }) {
  return (
    <>
      <PasswordField
        label={<FieldWord name="password" />}
        autoComplete="new-password"
        help={help}
        required
        error={errors[0]}
        {...fields[0]}
      />
      <PasswordField
        label={<FieldWord name="confirmPassword" />}
        autoComplete="new-password"
        required
        error={errors[1]}
        {...fields[1]}
      />
    </>
  );
}
