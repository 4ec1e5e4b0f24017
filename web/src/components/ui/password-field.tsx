import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FieldWord } from './field';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle whose name says what it will do. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="flex size-11 items-center justify-center rounded-field text-ink-600 hover:text-ink-900"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          <span className="sr-only">
            <FieldWord name={visible ? 'hidePassword' : 'showPassword'} />
          </span>
        </button>
      }
    />
  );
}
