import { useId } from 'react';
import { ShieldCheck } from 'lucide-react';
import { formatBytes } from '@espasyo/domain/format';
import { idTypeLabels, idTypes, type IdType } from '@espasyo/domain/schemas/verification';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { acceptFor, typeList, type FileRules } from './file-rules';
import { ImageFileInput } from './image-file-input';
import { useIdVerificationForm } from './use-id-verification-form';

const options = idTypes.map((t) => ({ value: t, label: idTypeLabels[t] }));

/** Choose the ID type, add the front (and back) of the ID and a selfie (checks: useIdVerificationForm). */
export function IdVerificationForm({ rules, resubmit = false }: { rules: FileRules; resubmit?: boolean }) {
  const base = useId();
  const { idType, setIdType, files, errors, setErrors, refs, idTypesAllowed, pick, onSubmit, pending } =
    useIdVerificationForm(rules);

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
        loading={pending}
        loadingText="Uploading..."
      >
        {resubmit ? 'Send new documents' : 'Submit for review'}
      </Button>
    </form>
  );
}
