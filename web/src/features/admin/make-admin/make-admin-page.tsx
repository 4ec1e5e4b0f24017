import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { UserCog } from 'lucide-react';
import { ErrorCode } from '@espasyo/domain/errors';
import { makeAdminSchema } from '@espasyo/domain/schemas/admin';
import type { User } from '@espasyo/domain/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMakeAdmin } from '@/features/admin/users/api';
import { PageTitle } from '@/components/page-title';
import { paths } from '@espasyo/domain/paths';

type Values = { email: string };

/** The schema's and the server's messages the page shows, in its language. */
const known = ['validation', 'apiAdmin1'] as const;

/** /make-admin: give an existing account administrator rights, by its email address. */
export function MakeAdminPage() {
  const m = useMessages('adminCore').makeAdmin;
  const toast = useToast();
  const promote = useMakeAdmin();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [promoted, setPromoted] = useState<User | null>(null);
  const {
    register,
    handleSubmit,
    formState,
    setError: setFieldError,
    reset,
  } = useForm<Values>({
    defaultValues: { email: '' },
    resolver: zodResolver(makeAdminSchema) as unknown as Resolver<Values>,
  });

  const close = () => {
    setConfirming(null);
    setError(null);
    promote.reset();
  };

  return (
    <MessageNamespaces value={known}>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      <div className="max-w-xl space-y-6">
        <Alert tone="warning" title={m.warning}>
          {m.warningText}
        </Alert>
        <Card>
          <form
            noValidate
            onSubmit={handleSubmit((v) => {
              setPromoted(null);
              setConfirming(v.email);
            })}
            className="space-y-4"
          >
            <TextField
              label={m.email}
              type="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              help={m.emailHelp}
              error={formState.errors.email?.message}
              required
              {...register('email')}
            />
            <Button type="submit" variant="secondary" icon={<UserCog aria-hidden="true" className="size-4" />}>
              {m.submit}
            </Button>
          </form>
        </Card>
        {promoted && (
          <Alert tone="success" title={m.done({ name: promoted.name || promoted.email })}>
            <p>
              {m.undoBefore}
              <Link
                to={paths.admin.users.getHref({ user: promoted.id })}
                className="font-semibold text-brand-700 underline"
              >
                {m.undoLink}
              </Link>
              {m.undoAfter}
            </p>
          </Alert>
        )}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onClose={close}
        title={m.confirmTitle({ email: confirming ?? '' })}
        description={m.confirmText}
        confirmLabel={m.submit}
        pendingLabel={m.saving}
        variant="danger"
        pending={promote.isPending}
        error={error}
        onConfirm={() =>
          confirming &&
          promote.mutate(confirming, {
            onSuccess: (user) => {
              setPromoted(user ?? null);
              toast.success(m.done({ name: confirming }));
              reset();
              close();
            },
            onError: (e) => {
              if (isApiError(e, ErrorCode.noAccount)) {
                setFieldError('email', { message: e.message });
                close();
              } else setError(errorMessage(e));
            },
          })
        }
      />
    </MessageNamespaces>
  );
}
