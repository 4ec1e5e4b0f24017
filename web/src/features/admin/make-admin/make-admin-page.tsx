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
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMakeAdmin } from '@/features/admin/users/api';
import { PageTitle } from '@/components/page-title';
import { paths } from '@espasyo/domain/paths';

type Values = { email: string };

/** /make-admin: give an existing account administrator rights, by its email address. */
export function MakeAdminPage() {
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
    <>
      <PageTitle>Make Admin</PageTitle>
      <PageHeader title="Make Admin" description="Give an existing account administrator rights." />
      <div className="max-w-xl space-y-6">
        <Alert tone="warning" title="Administrators can change everything">
          They can edit every setting, suspend any user and see everyone's ID documents. The change is written to the
          audit log with your name.
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
              label="Email address"
              type="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              help="The person must already have an Espasyo account with this email."
              error={formState.errors.email?.message}
              required
              {...register('email')}
            />
            <Button type="submit" variant="secondary" icon={<UserCog aria-hidden="true" className="size-4" />}>
              Make admin
            </Button>
          </form>
        </Card>
        {promoted && (
          <Alert tone="success" title={`${promoted.name || promoted.email} is now an administrator.`}>
            <p>
              They see the admin area the next time they load a page. You can undo this on the{' '}
              <Link
                to={paths.admin.users.getHref({ user: promoted.id })}
                className="font-semibold text-brand-700 underline"
              >
                user's page
              </Link>
              .
            </p>
          </Alert>
        )}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onClose={close}
        title={`Make ${confirming} an administrator?`}
        description="They get full access to the admin area, including every setting and every user's data."
        confirmLabel="Make admin"
        pendingLabel="Saving..."
        variant="danger"
        pending={promote.isPending}
        error={error}
        onConfirm={() =>
          confirming &&
          promote.mutate(confirming, {
            onSuccess: (user) => {
              setPromoted(user ?? null);
              toast.success(`${confirming} is now an administrator.`);
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
    </>
  );
}
