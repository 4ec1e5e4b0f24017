import { useId } from 'react';
import { ShieldCheck } from 'lucide-react';
import { formatBytes } from '@espasyo/domain/format';
import { idTypes, type IdType } from '@espasyo/domain/schemas/verification';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { acceptFor, typeList, type FileRules } from './file-rules';
import { ImageFileInput } from './image-file-input';
import { useIdVerificationForm } from './use-id-verification-form';

/** Choose the ID type, add the front (and back) of the ID and a selfie (checks: useIdVerificationForm). */
export function IdVerificationForm({ rules, resubmit = false }: { rules: FileRules; resubmit?: boolean }) {
  const m = useMessages('account');
  const { locale } = useFormat();
  const options = idTypes.map((t) => ({ value: t, label: m.id.types[t] }));
  const base = useId();
  const { idType, setIdType, files, errors, setErrors, refs, idTypesAllowed, pick, onSubmit, pending } =
    useIdVerificationForm(rules);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Select
        ref={refs.idType}
        id={`${base}-type`}
        label={m.id.type}
        placeholder={m.id.choose}
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
          label={m.id.front}
          help={m.id.frontHelp}
          accept={acceptFor(idTypesAllowed)}
          file={files.idFront}
          error={errors.idFront}
          onChange={(f) => pick('idFront', f)}
        />
        <ImageFileInput
          ref={refs.idBack}
          id={`${base}-back`}
          label={m.id.back}
          help={m.id.backHelp}
          accept={acceptFor(idTypesAllowed)}
          file={files.idBack}
          error={errors.idBack}
          onChange={(f) => pick('idBack', f)}
        />
      </div>
      <ImageFileInput
        ref={refs.selfie}
        id={`${base}-selfie`}
        label={m.id.selfie}
        help={m.id.selfieHelp}
        accept={acceptFor(rules.allowedImageTypes)}
        file={files.selfie}
        error={errors.selfie}
        onChange={(f) => pick('selfie', f)}
      />
      <p className="text-sm text-ink-600">
        {m.id.files({
          idTypes: typeList(idTypesAllowed, locale),
          imageTypes: typeList(rules.allowedImageTypes, locale),
          size: formatBytes(rules.maxFileSize),
        })}
      </p>
      <Button
        type="submit"
        variant="secondary"
        icon={<ShieldCheck aria-hidden="true" className="size-5" />}
        loading={pending}
        loadingText={m.actions.uploading}
      >
        {resubmit ? m.id.resubmit : m.id.submit}
      </Button>
    </form>
  );
}
