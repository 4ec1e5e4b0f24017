import { useState } from 'react';
import { Link } from 'react-router';
import { IdCard, Mail, ShieldCheck, Smartphone, type LucideIcon } from 'lucide-react';
import type { User } from '@espasyo/domain/schemas/auth';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n';
import {
  PhoneVerifyDialog,
  ResendEmailButton,
  useVerification,
  useVerificationRequirements,
  VerifiedBadge,
  backgroundCheckState,
  idCheckState,
  type CheckState,
} from '@/features/account';

function Row({
  icon: Icon,
  label,
  detail,
  state,
  required,
  children,
}: {
  icon: LucideIcon;
  label: string;
  detail: string;
  state: CheckState;
  required?: boolean;
  children?: React.ReactNode;
}) {
  const m = useMessages('dashboard').verification;
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-500" />
      <div className="min-w-0 flex-1">
        {/* The badge sits beside the label when there is room and drops under it on narrow phones. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="font-medium text-ink-900">
            {label}
            {required === false && state !== 'done' && <span className="font-normal text-ink-600"> {m.optional}</span>}
          </p>
          <VerifiedBadge state={state} />
        </div>
        <p className="mt-0.5 text-sm break-words text-ink-600">{detail}</p>
        {children && <div className="mt-3">{children}</div>}
      </div>
    </li>
  );
}

/**
 * Email, phone and ID at a glance, each with the way to finish it right here or on the profile;
 * a host's background check too while the platform requires one.
 */
export function VerificationCard({ user, profilePath }: { user: User; profilePath: string }) {
  const m = useMessages('dashboard').verification;
  // The background check's states in the words the profile uses (the badge's namespace).
  const background = useMessages('account').verification.background;
  const [phoneOpen, setPhoneOpen] = useState(false);
  const requirements = useVerificationRequirements().data;
  const verification = useVerification();
  const v = verification.data;

  const idState = idCheckState(user.idVerified, v);
  const check = requirements?.backgroundCheck;
  const checkState = backgroundCheckState(!!check?.done, user.idVerified);
  const idDetail = {
    done: m.idDetail.done,
    pending: m.idDetail.pending,
    rejected: v?.reason ? m.idDetail.rejectedBecause({ reason: v.reason }) : m.idDetail.rejected,
    missing: m.idDetail.missing,
  }[idState];

  return (
    <Card role="region" aria-labelledby="dash-verification-title">
      <h2 id="dash-verification-title" className="mb-4 text-lg font-semibold text-ink-900">
        {m.heading}
      </h2>
      <ul className="divide-y divide-ink-200">
        <Row
          icon={Mail}
          label={m.email}
          detail={user.emailVerified ? user.email : m.emailDetail({ email: user.email })}
          state={user.emailVerified ? 'done' : 'missing'}
          required={requirements?.email.required}
        >
          {!user.emailVerified && <ResendEmailButton size="sm" />}
        </Row>
        <Row
          icon={Smartphone}
          label={m.phone}
          detail={user.phoneVerified ? user.phone : m.phoneDetail({ phone: user.phone })}
          state={user.phoneVerified ? 'done' : 'missing'}
          required={requirements?.phone.required}
        >
          {!user.phoneVerified && (
            <Button
              size="sm"
              variant="outline"
              icon={<Smartphone aria-hidden="true" className="size-4" />}
              onClick={() => setPhoneOpen(true)}
            >
              {m.verifyPhone}
            </Button>
          )}
        </Row>
        <Row
          icon={IdCard}
          label={m.id}
          detail={verification.isPending && !user.idVerified ? m.checking : idDetail}
          state={idState}
          required={requirements?.id.required}
        >
          {(idState === 'missing' || idState === 'rejected') && (
            <Link to={`${profilePath}#id-verification`} className={buttonClasses('outline', 'sm')}>
              <IdCard aria-hidden="true" className="size-4" />
              {idState === 'rejected' ? m.sendNewPhotos : m.uploadId}
            </Link>
          )}
        </Row>
        {check?.required && (
          <Row
            icon={ShieldCheck}
            label={m.backgroundCheck}
            detail={background[checkState]}
            state={checkState}
            required
          />
        )}
      </ul>
      <PhoneVerifyDialog open={phoneOpen} onClose={() => setPhoneOpen(false)} phone={user.phone} />
    </Card>
  );
}
