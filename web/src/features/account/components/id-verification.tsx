import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { User } from '@espasyo/domain/schemas/auth';
import type account from '@espasyo/domain/i18n/en/account';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useVerification } from '@/features/account/api/use-verification';
import type { FileRules } from './file-rules';
import { IdVerificationForm } from './id-verification-form';
import { SkeletonLines } from './section';

type About = Messages<typeof account>['id']['about'];

/** 'about 13 minutes', 'about 3 hours', 'about 2 days': a typical wait, rounded as people say it. */
function aboutDuration(about: About, minutes: number): string {
  if (minutes < 60) return about.minute({ count: Math.max(1, Math.round(minutes)) });
  if (minutes < 48 * 60) return about.hour({ count: Math.round(minutes / 60) });
  return about.day({ count: Math.round(minutes / (24 * 60)) });
}

/** The state of the user's ID check and, when there is nothing pending, the form to send one. */
export function IdVerification({ user, rules }: { user: User; rules: FileRules }) {
  const m = useMessages('account');
  const f = useFormat();
  const verification = useVerification();

  if (verification.isPending) return <SkeletonLines lines={4} />;
  if (verification.isError)
    return (
      <Alert tone="danger" title={m.id.loadFailed}>
        <p>{errorMessage(verification.error)}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void verification.refetch()}>
          {m.actions.tryAgain}
        </Button>
      </Alert>
    );

  const v = verification.data;
  const typeLabel = v.idType ? m.id.types[v.idType] : m.id.anyId;

  if (user.idVerified || v.status === 'approved') {
    // Accounts verified without a request of their own (set up by an administrator) have no ID type or date.
    const approved = v.idType
      ? v.reviewedAt
        ? m.id.approvedOn({ type: typeLabel, date: f.dateTime(v.reviewedAt) })
        : m.id.approved({ type: typeLabel })
      : null;
    return (
      <Alert tone="success" title={m.id.verifiedTitle}>
        <p>{[approved, m.id.showsBadge].filter(Boolean).join(' ')}</p>
      </Alert>
    );
  }

  if (v.status === 'pending')
    return (
      <Alert tone="info" title={m.id.reviewTitle}>
        <p>
          {[
            v.submittedAt
              ? m.id.receivedOn({ type: typeLabel, date: f.dateTime(v.submittedAt) })
              : m.id.received({ type: typeLabel }),
            v.usualReviewMinutes != null &&
              m.id.usualReview({ duration: aboutDuration(m.id.about, v.usualReviewMinutes) }),
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      </Alert>
    );

  return (
    <div className="space-y-5">
      {v.status === 'rejected' ? (
        <Alert tone="danger" title={m.id.rejectedTitle}>
          {v.reason && (
            <p>
              <span className="font-semibold">{m.id.reason} </span>
              {v.reason}
            </p>
          )}
          <p className="mt-1">
            {[m.id.sendNewPhotos, v.submittedAt && m.id.lastSubmission({ date: f.dateTime(v.submittedAt) })]
              .filter(Boolean)
              .join(' ')}
          </p>
        </Alert>
      ) : (
        <p className="text-sm text-ink-700">{m.id.intro}</p>
      )}
      <IdVerificationForm rules={rules} resubmit={v.status === 'rejected'} />
    </div>
  );
}
