import { useState } from 'react';
import { BadgeCheck, ExternalLink, FileText, X } from 'lucide-react';
import type { AdminVerification } from '@espasyo/domain/contracts/verification';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useUserLabels } from '@/features/admin/users/user-labels';
import { BackgroundCheck } from './background-check';
import { DecisionDialog, type Decision } from './decision-dialogs';
import { RequestStatusBadge } from './request-status-badge';

function FileView({ file }: { file: AdminVerification['files'][number] }) {
  const m = useMessages('adminPeople').verification.detail;
  const fileNames = m.fileNames as Record<string, string>;
  const name = fileNames[file.kind] ?? file.kind;
  if (!file.mime.startsWith('image/'))
    return (
      <a
        href={file.url}
        target="_blank"
        rel="noreferrer"
        className="flex min-h-32 flex-col items-center justify-center gap-2 rounded-card border border-ink-200 bg-ink-50 p-4 text-brand-700 hover:bg-brand-50"
      >
        <FileText aria-hidden="true" className="size-8" />
        <span className="font-medium">{m.openPdf({ name })}</span>
      </a>
    );
  return (
    <figure className="overflow-hidden rounded-card border border-ink-200 bg-ink-50">
      <a href={file.url} target="_blank" rel="noreferrer" className="block" aria-label={m.openFull({ name })}>
        {/* Private file: served only to the owner and admins, never cached. */}
        <img
          src={file.url}
          alt={name}
          width={640}
          height={400}
          loading="lazy"
          className="aspect-[16/10] w-full bg-ink-100 object-contain"
        />
      </a>
      <figcaption className="flex items-center justify-between gap-2 px-3 py-2 text-sm text-ink-700">
        <span className="font-medium">{name}</span>
        <ExternalLink aria-hidden="true" className="size-4 text-ink-500" />
      </figcaption>
    </figure>
  );
}

export function VerificationDetail({
  request,
  onClose,
  onDecided,
}: {
  request: AdminVerification;
  onClose?: () => void;
  onDecided: () => void;
}) {
  const m = useMessages('adminPeople');
  const d = m.verification.detail;
  const f = useFormat();
  const { typeLabel } = useUserLabels();
  const [decision, setDecision] = useState<Decision | null>(null);
  const u = request.user;
  return (
    <Card className="space-y-6">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-ink-900">{u.name || u.email}</h2>
          <p className="text-sm break-all text-ink-600">{u.email}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <RequestStatusBadge status={request.status} />
            <Badge tone="neutral">{typeLabel(u.type)}</Badge>
            {u.verified ? (
              <Badge tone="success">
                <BadgeCheck aria-hidden="true" className="mr-1 size-4" />
                {m.verified}
              </Badge>
            ) : (
              <Badge tone="neutral">{d.notVerified}</Badge>
            )}
          </div>
        </div>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label={d.close}
            className="-m-2 hidden size-11 shrink-0 items-center justify-center rounded-field text-ink-600 hover:bg-ink-100 lg:flex"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>

      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-600">{d.idType}</dt>
          <dd className="font-medium text-ink-900">{request.idTypeLabel}</dd>
        </div>
        <div>
          <dt className="text-ink-600">{d.submitted}</dt>
          <dd className="font-medium text-ink-900">{f.dateTime(request.submittedAt)}</dd>
        </div>
        <div>
          <dt className="text-ink-600">{d.memberSince}</dt>
          <dd className="font-medium text-ink-900">{f.date(u.createdAt)}</dd>
        </div>
        {request.reviewedAt && (
          <div>
            <dt className="text-ink-600">{request.autoApproved ? d.autoApproved : d.reviewed}</dt>
            <dd className="font-medium text-ink-900">{f.dateTime(request.reviewedAt)}</dd>
          </div>
        )}
        {request.reason && (
          <div className="sm:col-span-2">
            <dt className="text-ink-600">{d.reason}</dt>
            <dd className="font-medium text-ink-900">{request.reason}</dd>
          </div>
        )}
      </dl>

      <section aria-label={d.files}>
        <h3 className="mb-3 text-base font-semibold text-ink-900">{d.files}</h3>
        {request.files.length === 0 ? (
          <p className="text-sm text-ink-600">{d.noFiles}</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {request.files.map((f) => (
              <FileView key={f.kind} file={f} />
            ))}
          </div>
        )}
      </section>

      {request.status === 'pending' ? (
        <div className="flex flex-col-reverse gap-3 border-t border-ink-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setDecision('reject')}>
            {d.reject}
          </Button>
          <Button variant="secondary" onClick={() => setDecision('approve')}>
            {d.approve}
          </Button>
        </div>
      ) : (
        <p className="border-t border-ink-200 pt-4 text-sm text-ink-600">{d.decided}</p>
      )}

      {u.type === 'host' && <BackgroundCheck request={request} />}

      <DecisionDialog request={request} decision={decision} onClose={() => setDecision(null)} onDone={onDecided} />
    </Card>
  );
}
