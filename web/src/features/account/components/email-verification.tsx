import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { en } from '@espasyo/domain/messages/en';
import type { User } from '@espasyo/domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useResendVerificationEmail } from '@/features/account/api/use-resend-verification-email';
import { ChangeEmailForm } from './change-email-form';

/** The 'Resend verification email' button with its own confirmation line under it. */
export function ResendEmailButton({
  size = 'md',
  variant = 'outline',
}: {
  size?: 'sm' | 'md';
  variant?: 'outline' | 'secondary';
}) {
  const toast = useToast();
  const resend = useResendVerificationEmail();
  const [sent, setSent] = useState(false);
  return (
    <div className="space-y-2">
      <Button
        size={size}
        variant={variant}
        icon={<MailCheck aria-hidden="true" className="size-4" />}
        loading={resend.isPending}
        loadingText="Sending..."
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => {
              setSent(true);
              toast.success(en.contact.emailSent);
            },
            onError: (e) => toast.error(errorMessage(e)),
          })
        }
      >
        {sent ? 'Send the link again' : 'Resend verification email'}
      </Button>
      {sent && (
        <p role="status" className="text-sm text-ink-600">
          {en.contact.emailSent}
        </p>
      )}
    </div>
  );
}

/** Read-only email address and its verification state. */
export function EmailVerification({ user }: { user: User }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="account-email" className="text-sm font-semibold text-ink-800">
          Email address
        </label>
        <input
          id="account-email"
          type="email"
          value={user.email}
          readOnly
          aria-describedby="account-email-help"
          className="block min-h-11 w-full rounded-field border border-ink-200 bg-ink-50 px-3 py-2 text-base text-ink-800"
        />
        <p id="account-email-help" className="text-sm text-ink-600">
          You sign in with this address. A new one takes effect when you open the link we send to it.
        </p>
      </div>
      <ChangeEmailForm />
      {user.emailVerified ? (
        <p className="text-sm text-success-700">{en.contact.emailVerified}</p>
      ) : (
        <div className="space-y-3">
          <p className="text-sm break-words text-ink-700">
            We sent a link to <strong className="font-semibold">{user.email}</strong> when you signed up. Open it to
            confirm this address. No email? Check your spam folder or ask for a new link.
          </p>
          <ResendEmailButton />
        </div>
      )}
    </div>
  );
}
