import { useState } from 'react';
import type { AdminForceMajeure } from '@espasyo/domain/contracts/force-majeure';
import {
  forceMajeureEndModes,
  forceMajeureEndSchema,
  type ForceMajeureEndMode,
} from '@espasyo/domain/force-majeure/events';
import { forceMajeureMessages } from '@espasyo/domain/messages/force-majeure';
import { limits } from '@espasyo/domain/schemas/limits';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useEndEvent } from './api/use-force-majeure';

const m = forceMajeureMessages;

/** End an event early (today is its last day) or withdraw it, with the reason the audit log keeps. */
export function EndDialog({ target, onClose }: { target: AdminForceMajeure | null; onClose: () => void }) {
  const [mode, setMode] = useState<ForceMajeureEndMode>('end');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const end = useEndEvent();
  const toast = useToast();
  const close = () => (setReason(''), setError(null), setFailure(null), onClose());
  const confirm = () => {
    const parsed = forceMajeureEndSchema.safeParse({ mode, reason });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    end.mutate(
      { id: target!.id, body: parsed.data },
      {
        onSuccess: () => (toast.success(m.admin.ended), close()),
        onError: (e) => setFailure(errorMessage(e)),
      },
    );
  };
  return (
    <ConfirmDialog
      open={!!target}
      onClose={close}
      onConfirm={confirm}
      title={`${m.admin.end}: ${target?.name ?? ''}`}
      description="Cancellations already made stand. Ended early, it covers its days up to today; withdrawn, it covers nothing more and leaves the public page."
      confirmLabel={mode === 'end' ? 'End event' : 'Withdraw event'}
      pendingLabel={m.admin.ending}
      variant="danger"
      pending={end.isPending}
      error={failure}
    >
      <div className="space-y-4">
        <Select
          label="What to do"
          value={mode}
          options={forceMajeureEndModes.map((v) => ({ value: v, label: m.ends[v] }))}
          onChange={(e) => setMode(e.target.value as ForceMajeureEndMode)}
        />
        <TextArea
          label="Reason"
          required
          rows={3}
          maxLength={limits.reason}
          value={reason}
          error={error ?? undefined}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
