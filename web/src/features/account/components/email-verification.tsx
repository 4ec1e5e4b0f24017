import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import type { User } from '@espasyo/domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useResendVerificationEmail } from '@/features/account/api/use-resend-verification-email';
import { withNode } from './account-messages';
import { ChangeEmailForm } from './change-email-form';

/** The 'Resend verification email' button with its own confirmation line under it. */
export function ResendEmailButton({
  size = 'md',
  variant = 'outline',
}: {
  size?: 'sm' | 'md';
  variant?: 'outline' | 'secondary';
}) {
  const m = useMessages('account');
  const link = useMessages('authPages').link;
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
        loadingText={m.actions.sending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => {
              setSent(true);
              toast.success(link.emailSent);
            },
            onError: (e) => toast.error(errorMessage(e)),
          })
        }
      >
        {sent ? m.email.sendAgain : m.email.resend}
      </Button>
      {sent && (
        <p role="status" className="text-sm text-ink-600">
          {link.emailSent}
        </p>
      )}
    </div>
  );
}

/** Read-only email address and its verification state. */
export function EmailVerification({ user }: { user: User }) {
  const m = useMessages('account').email;
  const link = useMessages('authPages').link;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="account-email" className="text-sm font-semibold text-ink-800">
          {m.label}
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
          {m.help}
        </p>
      </div>
      <ChangeEmailForm />
      {user.emailVerified ? (
        <p className="text-sm text-success-700">{link.emailVerified}</p>
      ) : (
        <div className="space-y-3">
          <p className="text-sm break-words text-ink-700">
            {withNode(m.notVerified, 'email', <strong className="font-semibold">{user.email}</strong>)}
          </p>
          <ResendEmailButton />
        </div>
      )}
    </div>
  );
}
