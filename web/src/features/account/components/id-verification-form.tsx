import { useId, useRef, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { formatBytes } from '@espasyo/domain/format';
import { en } from '@espasyo/domain/messages/en';
import { idTypeLabels, idTypes, verificationSubmitSchema, type IdType } from '@espasyo/domain/schemas/verification';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSubmitVerification } from '@/features/account/api/use-submit-verification';
import { acceptFor, checkFile, idDocumentTypes, typeList, type FileRules } from './file-rules';
import { ImageFileInput } from './image-file-input';

type Key = 'idType' | 'idFront' | 'idBack' | 'selfie';
type FileKey = Exclude<Key, 'idType'>;
/** The server's names for the files (verification.upload.ts), used in its messages too. */
const labels: Record<FileKey, string> = { idFront: 'ID front', idBack: 'ID back', selfie: 'Selfie' };
const options = idTypes.map((t) => ({ value: t, label: idTypeLabels[t] }));

/**
 * Choose the ID type, add the front (and back) of the ID and a selfie. Checked in the
 * order of the form, the first problem under its field with focus on it, as the server does.
 */
export function IdVerificationForm({ rules, resubmit = false }: { rules: FileRules; resubmit?: boolean }) {
  const toast = useToast();
  const submit = useSubmitVerification();
  const base = useId();
  const [idType, setIdType] = useState<IdType | ''>('');
  const [files, setFiles] = useState<Record<FileKey, File | null>>({ idFront: null, idBack: null, selfie: null });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const refs = {
    idType: useRef<HTMLSelectElement>(null),
    idFront: useRef<HTMLInputElement>(null),
    idBack: useRef<HTMLInputElement>(null),
    selfie: useRef<HTMLInputElement>(null),
  };

  const idTypesAllowed = idDocumentTypes(rules);
  // Worded as the server words it: the file's label, then the platform's upload message.
  const fileProblem = (key: FileKey, f: File) => {
    const types = key === 'selfie' ? rules.allowedImageTypes : idTypesAllowed;
    const problem = checkFile(f, types, rules.maxFileSize, {
      type: () => en.uploads.typeNotAllowed(typeList(types)),
      size: () => en.uploads.tooLarge(formatBytes(rules.maxFileSize)),
    });
    return problem && `${labels[key]}: ${problem}`;
  };

  function firstProblem(): [Key, string] | undefined {
    const parsed = verificationSubmitSchema.safeParse({ idType: idType || undefined });
    if (!parsed.success) return ['idType', parsed.error.issues[0]?.message ?? en.verification.idTypeRequired];
    if (!files.idFront) return ['idFront', en.verification.idFrontRequired];
    const front = fileProblem('idFront', files.idFront);
    if (front) return ['idFront', front];
    const back = files.idBack && fileProblem('idBack', files.idBack);
    if (back) return ['idBack', back];
    if (!files.selfie) return ['selfie', en.verification.selfieRequired];
    const selfie = fileProblem('selfie', files.selfie);
    if (selfie) return ['selfie', selfie];
    return undefined;
  }

  function pick(key: FileKey, f: File | null) {
    setFiles((v) => ({ ...v, [key]: f }));
    setErrors((e) => ({ ...e, [key]: f ? fileProblem(key, f) : undefined }));
  }

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const problem = firstProblem();
    if (problem) {
      const [key, message] = problem;
      setErrors({ [key]: message });
      refs[key].current?.focus();
      return;
    }
    setErrors({});
    submit.mutate(
      { idType: idType as IdType, idFront: files.idFront!, idBack: files.idBack, selfie: files.selfie! },
      {
        onSuccess: () =>
          toast.success('Thank you. Your ID is with our team for review; we will email you when it is checked.'),
        onError: (err) => {
          const fields = err instanceof ApiError ? err.fields : undefined;
          const key = fields && (Object.keys(fields).find((k) => k in refs) as Key | undefined);
          if (fields && key) {
            setErrors({ [key]: fields[key] });
            refs[key].current?.focus();
          } else toast.error(errorMessage(err));
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Select
        ref={refs.idType}
        id={`${base}-type`}
        label="Type of government ID"
        placeholder="Choose your ID"
        options={options}
        value={idType}
        onChange={(e) => {
          setIdType(e.target.value as IdType | '');
          setErrors((x) => ({ ...x, idType: undefined }));
        }}
        error={errors.idType}
        required
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <ImageFileInput
          ref={refs.idFront}
          id={`${base}-front`}
          label="Front of ID"
          help="All four corners visible, no glare, details readable."
          accept={acceptFor(idTypesAllowed)}
          file={files.idFront}
          error={errors.idFront}
          onChange={(f) => pick('idFront', f)}
        />
        <ImageFileInput
          ref={refs.idBack}
          id={`${base}-back`}
          label="Back of ID (optional)"
          help="Needed for cards with details on the back. Not needed for a passport."
          accept={acceptFor(idTypesAllowed)}
          file={files.idBack}
          error={errors.idBack}
          onChange={(f) => pick('idBack', f)}
        />
      </div>
      <ImageFileInput
        ref={refs.selfie}
        id={`${base}-selfie`}
        label="Selfie"
        help="A clear photo of your face, without sunglasses or a cap, so we can match you to your ID."
        accept={acceptFor(rules.allowedImageTypes)}
        file={files.selfie}
        error={errors.selfie}
        onChange={(f) => pick('selfie', f)}
      />
      <p className="text-sm text-ink-600">
        ID: {typeList(idTypesAllowed)}; selfie: {typeList(rules.allowedImageTypes)}. Up to{' '}
        {formatBytes(rules.maxFileSize)} each. Only our verification team sees these images; they are used to confirm
        who you are, as the Data Privacy Act allows.
      </p>
      <Button
        type="submit"
        variant="secondary"
        icon={<ShieldCheck aria-hidden="true" className="size-5" />}
        loading={submit.isPending}
        loadingText="Uploading..."
      >
        {resubmit ? 'Send new documents' : 'Submit for review'}
      </Button>
    </form>
  );
}
