import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkInRequestSchema } from '@espasyo/domain/contracts/access-pass';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';

const pinSchema = checkInRequestSchema.pick({ code: true });

/** The PIN typed at the gate: 6 digits, the phone's number pad; checked with the route's own schema. */
export function PinForm({ onCode, pending }: { onCode: (code: string) => void; pending: boolean }) {
  const m = useMessages('gate').pin;
  const form = useForm<{ code: string }>({ resolver: zodResolver(pinSchema), defaultValues: { code: '' } });
  const submit = form.handleSubmit(({ code }) => {
    onCode(code);
    form.reset();
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={m.label}
        help={m.help}
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        containerClassName="flex-1"
        className="font-mono text-2xl tracking-[0.3em]"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" variant="secondary" loading={pending} loadingText={m.checking} className="sm:mt-7">
        {m.submit}
      </Button>
    </form>
  );
}
