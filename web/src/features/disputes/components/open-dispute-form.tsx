import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import type { z } from 'zod';
import { openDisputeSchema, type Dispute } from '@espasyo/domain/contracts/disputes';
import {
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_DESCRIPTION_MIN,
  DISPUTE_PHOTOS_MAX,
  disputeReasons,
} from '@espasyo/domain/disputes/disputes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { CharacterCount, TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { useOpenDispute } from '../api/disputes';

const formSchema = openDisputeSchema.omit({ bookingId: true });
type FormInput = z.input<typeof formSchema>;
type FormData = z.output<typeof formSchema>;
const FIELDS = ['reason', 'description'] as const;
const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Report a problem with a booking: the reason from the list, what happened (with a counter) and
 * up to six photos, checked with the server's own schema. Opens the dispute, then adds the photos
 * one by one, saying how far it is; answers the dispute to `onOpened`.
 */
export function OpenDisputeForm({
  bookingId,
  onOpened,
  onCancel,
}: {
  bookingId: string;
  onOpened: (d: Dispute, photosFailed: boolean) => void;
  onCancel: () => void;
}) {
  const all = useMessages('disputes');
  const m = all.open;
  const open = useOpenDispute(bookingId);
  const [photos, setPhotos] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormData>({
    resolver: zodResolver(formSchema),
    defaultValues: { reason: '' as FormInput['reason'], description: '' },
  });
  const { errors } = form.formState;
  const description = form.watch('description') ?? '';

  const onSubmit = form.handleSubmit((input) => {
    setRefusal(null);
    setProgress(0);
    open.mutate(
      { input: { ...input, bookingId }, photos, onProgress: setProgress },
      {
        onSuccess: ({ dispute, failed }) => onOpened(dispute, failed > 0),
        onError: (e) => {
          if (!applyFieldErrors(e, form.setError, FIELDS)) setRefusal(errorMessage(e));
        },
      },
    );
  });

  function choose(files: FileList | null) {
    if (!files) return;
    setPhotos((now) => [...now, ...Array.from(files)].slice(0, DISPUTE_PHOTOS_MAX));
  }

  const uploading = open.isPending && photos.length > 0 && progress < photos.length;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.heading} className="space-y-4">
      <p className="text-sm text-ink-700">{m.intro}</p>
      {refusal && (
        <Alert tone="danger">
          <LocalMessage message={refusal} />
        </Alert>
      )}
      <Select
        label={m.reason}
        required
        placeholder={m.reasonPlaceholder}
        options={disputeReasons.map((r) => ({ value: r, label: all.reasons[r] }))}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <TextArea
        label={m.description}
        required
        rows={5}
        maxLength={DISPUTE_DESCRIPTION_MAX}
        help={
          <>
            {m.descriptionHelp}{' '}
            <CharacterCount value={description} max={DISPUTE_DESCRIPTION_MAX} min={DISPUTE_DESCRIPTION_MIN} />
          </>
        }
        error={errors.description?.message}
        {...form.register('description')}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink-900">{m.photos}</legend>
        <p className="text-sm text-ink-600" id="dispute-photos-help">
          {m.photosHelp({ max: DISPUTE_PHOTOS_MAX })} {photos.length > 0 && m.photosChosen({ count: photos.length })}
        </p>
        {photos.length < DISPUTE_PHOTOS_MAX && (
          <input
            type="file"
            accept={ACCEPT}
            multiple
            aria-label={m.photos}
            aria-describedby="dispute-photos-help"
            className="block w-full text-sm text-ink-700 file:mr-3 file:min-h-11 file:rounded-field file:border file:border-ink-300 file:bg-white file:px-4 file:font-medium"
            onChange={(e) => {
              choose(e.target.files);
              e.target.value = '';
            }}
          />
        )}
        {photos.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {photos.map((f, i) => (
              <li
                key={`${f.name}-${i}`}
                className="flex items-center gap-1 rounded-full bg-ink-100 py-1 pr-1 pl-3 text-sm"
              >
                <span className="max-w-40 truncate">{f.name}</span>
                <button
                  type="button"
                  className="flex size-8 items-center justify-center rounded-full hover:bg-ink-200 focus-visible:outline-2"
                  aria-label={m.removePhoto({ name: f.name })}
                  onClick={() => setPhotos((now) => now.filter((_, j) => j !== i))}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {uploading && (
        <p role="status" className="text-sm text-ink-700">
          {m.uploading({ done: progress, total: photos.length })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={open.isPending} loadingText={m.pending}>
          {m.submit}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={open.isPending}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
