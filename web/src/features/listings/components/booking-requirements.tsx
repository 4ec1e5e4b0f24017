import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck, CircleDashed, Clock } from 'lucide-react';
import type { User } from '@espasyo/domain/schemas/auth';
import { paths } from '@espasyo/domain/paths';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { idCheckState, useVerification, useVerificationRequirements } from '@/features/account';

const profile = paths.client.profile;

type About = Record<'minute' | 'hour' | 'day', (values: { count: number }) => string>;

/** 'about 13 minutes', 'about 3 hours', 'about 2 days': a typical wait, rounded as people say it. */
function aboutDuration(about: About, minutes: number): string {
  if (minutes < 60) return about.minute({ count: Math.max(1, Math.round(minutes)) });
  if (minutes < 48 * 60) return about.hour({ count: Math.round(minutes / 60) });
  return about.day({ count: Math.round(minutes / (24 * 60)) });
}

/** The way to finish a step: its section of the profile, where the form is. */
function Finish({ section, children }: { section: string; children: ReactNode }) {
  return (
    <Link
      to={profile.getHref(section)}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
    >
      {children} →
    </Link>
  );
}

function Step({ done, label, children }: { done: boolean; label: string; children?: ReactNode }) {
  const m = useMessages('bookingRequirements');
  const Icon = done ? CircleCheck : CircleDashed;
  return (
    <li className="flex gap-2.5">
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${done ? 'text-success-600' : 'text-ink-500'}`} />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink-900">
          {label}
          {done && <span className="font-normal text-success-700"> · {m.done}</span>}
        </p>
        {!done && children && <div className="mt-1 space-y-2 text-sm text-ink-700">{children}</div>}
      </div>
    </li>
  );
}

/**
 * What a client must still verify before the platform lets them book (the security settings'
 * email, phone and ID), shown in the price box before the button, each with the way to finish it
 * (its section of the profile: the email link sent again, the phone's code, the ID's photos), and
 * how long ID review usually takes. Loaded only for a client with a check still open (price-box.tsx). The
 * page follows what happens elsewhere: the account is read again when the tab is back in front
 * (a link opened in the mail app) and the ID's review every minute while it waits.
 * `onBlocked` says whether booking must wait.
 */
export default function BookingRequirements({
  user,
  onBlocked,
}: {
  user: User;
  onBlocked: (blocked: boolean) => void;
}) {
  const m = useMessages('bookingRequirements');
  const { refresh } = useAuth();
  const requirements = useVerificationRequirements().data;
  const verification = useVerification({ pollWhilePending: true }).data;
  const blocked = !!requirements && !requirements.satisfied;
  const approved = verification?.status === 'approved' && !user.idVerified;

  useEffect(() => onBlocked(blocked), [blocked, onBlocked]);
  useEffect(() => {
    if (approved) void refresh(); // the ID was approved while the page was open
  }, [approved, refresh]);
  useEffect(() => {
    const again = () => document.visibilityState === 'visible' && void refresh();
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
  }, [refresh]);

  if (!requirements || requirements.satisfied) return null;
  const idState = idCheckState(user.idVerified, verification);
  const usual = verification?.usualReviewMinutes;
  return (
    <section
      aria-labelledby="booking-requirements"
      className="mt-4 rounded-field border border-warning-600/40 bg-warning-50 p-4"
    >
      <h3 id="booking-requirements" className="text-base font-semibold text-ink-900">
        {m.title}
      </h3>
      <p className="mt-1 text-sm text-ink-700">{m.intro}</p>
      <ul className="mt-3 space-y-3">
        {requirements.email.required && (
          <Step done={requirements.email.done} label={m.email}>
            <p className="break-words">{m.emailTodo({ email: user.email })}</p>
            <Finish section="email">{m.emailAction}</Finish>
          </Step>
        )}
        {requirements.phone.required && (
          <Step done={requirements.phone.done} label={m.phone}>
            <p>{m.phoneTodo({ phone: String(user.phone) })}</p>
            <Finish section="phone">{m.phoneAction}</Finish>
          </Step>
        )}
        {requirements.id.required && (
          <Step done={requirements.id.done} label={m.id}>
            {idState === 'pending' ? (
              <p className="flex gap-1.5">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {m.idPending}
              </p>
            ) : (
              <>
                <p>
                  {idState !== 'rejected'
                    ? m.idMissing
                    : verification?.reason
                      ? m.idRejectedWhy({ reason: verification.reason })
                      : m.idRejected}
                </p>
                <Finish section="id-verification">{idState === 'rejected' ? m.idResend : m.idAction}</Finish>
              </>
            )}
            {usual != null && (
              <p className="font-medium text-ink-900">{m.usualReview({ duration: aboutDuration(m.about, usual) })}</p>
            )}
          </Step>
        )}
      </ul>
    </section>
  );
}
