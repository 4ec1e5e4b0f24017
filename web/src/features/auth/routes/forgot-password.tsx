import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import type { ForgotPasswordInput } from '@espasyo/domain/schemas/auth';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/person-fields';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { useForgotPassword } from '@/features/auth/api/use-forgot-password';
import { AuthCard, textLink } from '@/features/auth/components/auth-card';

const resolver = lazyZodResolver<ForgotPasswordInput>(() =>
  import('@espasyo/domain/schemas/auth').then((m) => m.forgotPasswordSchema),
);
/** /forgot-password: the form, then the sent view; 'Try different email' goes back (docs/product/routes.md, docs/product/states.md, docs/product/errors.md). */
export default function ForgotPasswordPage() {
  const send = useForgotPassword();
  const m = useMessages('authPages').forgot;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { register, handleSubmit, watch, reset, setFocus, formState } = useForm<ForgotPasswordInput>({
    resolver,
    defaultValues: { email: '' },
  });
  const blank = watch('email').trim() === '';

  const onSubmit = handleSubmit(({ email }) =>
    send.mutate(email, {
      onSuccess: () => {
        setSentTo(email.trim());
        requestAnimationFrame(() => headingRef.current?.focus());
      },
    }),
  );

  const tryAgain = () => {
    setSentTo(null);
    send.reset();
    reset({ email: '' });
    requestAnimationFrame(() => setFocus('email'));
  };

  const backToSignIn = (
    <p>
      {m.remembered}{' '}
      <Link to={paths.auth.signIn.getHref()} className={textLink}>
        {m.backToSignIn}
      </Link>
    </p>
  );

  if (sentTo)
    return (
      <AuthCard title={m.sentTitle} footer={backToSignIn}>
        <div className="flex flex-col items-center text-center">
          <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-success-50 text-success-700">
            <MailCheck aria-hidden="true" className="size-7" />
          </div>
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink-900 outline-none">
            {m.sent}
          </h2>
          <p className="mt-2 text-base text-ink-600">
            {m.sentBefore} <strong className="font-semibold wrap-anywhere text-ink-900">{sentTo}</strong>
            {m.sentAfter}
          </p>
          <Button variant="outline" full className="mt-6" onClick={tryAgain}>
            {m.tryAgain}
          </Button>
        </div>
      </AuthCard>
    );

  return (
    <AuthCard title={m.title} description={m.description} footer={backToSignIn}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {send.isError && (
          <Alert tone="danger">
            <LocalMessage message={authErrorMessage(send.error, m.failed)} />
          </Alert>
        )}
        <EmailField error={formState.errors.email?.message} {...register('email')} />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          full
          disabled={blank}
          loading={send.isPending}
          loadingText={m.sending}
        >
          {m.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
