import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileSchema, type ProfileInput, type User } from '@espasyo/domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { NameFields } from '@/components/ui/person-fields';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useUpdateProfile } from '@/features/account/api/use-update-profile';
import { applyFieldErrors } from '@/lib/form-errors';
import { useReauth } from './reauth-dialog';

const fields = ['firstName', 'lastName', 'phone'] as const;

/** Name and phone, checked with the same profileSchema as PATCH /api/me/profile. */
export function ProfileForm({ user }: { user: User }) {
  const m = useMessages('account');
  const toast = useToast();
  const update = useUpdateProfile();
  const reauth = useReauth();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
  });

  // When the saved user comes back (or changes elsewhere), the form starts from it again.
  useEffect(() => {
    reset({ firstName: user.firstName, lastName: user.lastName, phone: user.phone });
  }, [user.firstName, user.lastName, user.phone, reset]);

  // A new phone number asks for the password when the sign-in is older than 5 minutes.
  const onSubmit = handleSubmit((values) =>
    reauth.run((password) => update.mutateAsync({ ...values, password }), {
      onSuccess: () => {
        const phoneChanged = values.phone.trim() !== user.phone;
        toast.success(phoneChanged ? m.profile.savedVerifyPhone : m.profile.saved);
      },
      onError: (e) => {
        if (!applyFieldErrors(e, setError, fields)) toast.error(errorMessage(e));
      },
    }),
  );

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <NameFields
          gap="gap-4"
          fields={[register('firstName'), register('lastName')]}
          errors={[errors.firstName?.message, errors.lastName?.message]}
        />
        <TextField
          label={m.profile.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          help={m.profile.phoneHelp}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="secondary" loading={update.isPending} loadingText={m.actions.saving}>
            {m.profile.save}
          </Button>
          {isDirty && (
            <Button variant="ghost" onClick={() => reset()} disabled={update.isPending}>
              {m.profile.undo}
            </Button>
          )}
        </div>
      </form>
      {reauth.dialog}
    </>
  );
}
