import { useState } from 'react';
import type { AdminForceMajeure } from '@espasyo/domain/contracts/force-majeure';
import {
  forceMajeureEndModes,
  forceMajeureEndSchema,
  type ForceMajeureEndMode,
} from '@espasyo/domain/force-majeure/events';
import { limits } from '@espasyo/domain/schemas/limits';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useEndEvent } from './api/use-force-majeure';

/** End an event early (today is its last day) or withdraw it, with the reason the audit log keeps. */
export function EndDialog({ target, onClose }: { target: AdminForceMajeure | null; onClose: () => void }) {
  const m = useMessages('adminContent').forceMajeure;
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
        onSuccess: () => (toast.success(m.ended), close()),
        onError: (e) => setFailure(errorMessage(e)),
      },
    );
  };
  return (
    <ConfirmDialog
      open={!!target}
      onClose={close}
      onConfirm={confirm}
      title={m.endLabel({ name: target?.name ?? '' })}
      description={m.endText}
      confirmLabel={mode === 'end' ? m.endEvent : m.withdrawEvent}
      pendingLabel={m.ending}
      variant="danger"
      pending={end.isPending}
      error={failure}
    >
      <div className="space-y-4">
        <Select
          label={m.whatToDo}
          value={mode}
          options={forceMajeureEndModes.map((v) => ({ value: v, label: m.ends[v] }))}
          onChange={(e) => setMode(e.target.value as ForceMajeureEndMode)}
        />
        <TextArea
          label={m.reason}
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
