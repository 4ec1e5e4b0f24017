import { useRef, useState, type FormEvent } from 'react';
import { formatBytes } from '@espasyo/domain/format';
import { en } from '@espasyo/domain/messages/en';
import { verificationSubmitSchema, type IdType } from '@espasyo/domain/schemas/verification';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useSubmitVerification } from '@/features/account/api/use-submit-verification';
import { checkFile, idDocumentTypes, typeList, type FileRules } from './file-rules';

type Key = 'idType' | 'idFront' | 'idBack' | 'selfie';
export type FileKey = Exclude<Key, 'idType'>;

/**
 * The ID verification form's state and checks: in the order of the form, the first problem
 * under its field with focus on it, as the server does; the server's own field errors likewise.
 */
export function useIdVerificationForm(rules: FileRules) {
  const errorMessage = useErrorMessage(); // a generic failure in the page's language
  const m = useMessages('account').id;
  const { locale } = useFormat();
  const toast = useToast();
  const submit = useSubmitVerification();
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
  // Worded as the server words it: the file's label (the server's names for the files,
  // verification.upload.ts), then the platform's upload message.
  const fileProblem = (key: FileKey, f: File) => {
    const types = key === 'selfie' ? rules.allowedImageTypes : idTypesAllowed;
    const file = m.fileLabels[key];
    return checkFile(f, types, rules.maxFileSize, {
      type: () => m.fileTypeNotAllowed({ file, allowed: typeList(types, locale) }),
      size: () => m.fileTooLarge({ file, limit: formatBytes(rules.maxFileSize) }),
    });
  };

  // The schema's and the required files' messages stay English: their fields show them in the
  // page's language (FieldError, apiAccount.verification).
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

  function onSubmit(e: FormEvent) {
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
        onSuccess: () => toast.success(m.submitted),
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

  return {
    idType,
    setIdType,
    files,
    errors,
    setErrors,
    refs,
    idTypesAllowed,
    pick,
    onSubmit,
    pending: submit.isPending,
  };
}
