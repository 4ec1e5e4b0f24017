import { useEffect, useId, useRef, useState } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { formatBytes } from '@espasyo/domain/format';
import type { User } from '@espasyo/domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useUploadPhoto } from '@/features/account/api/use-upload-photo';
import { acceptFor, checkFile, typeList, type FileRules } from './file-rules';
import { UserAvatar } from './user-avatar';

/** Choose a photo, see it, then upload it; type and size are checked before anything is sent. */
export function PhotoUpload({ user, rules }: { user: User; rules: FileRules }) {
  const m = useMessages('account');
  const { locale } = useFormat();
  const toast = useToast();
  const upload = useUploadPhoto();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const messages = {
    type: () => m.uploads.typeNotAllowed({ allowed: typeList(rules.allowedImageTypes, locale) }),
    size: () => m.uploads.tooLarge({ limit: formatBytes(rules.maxFileSize) }),
  };

  function choose(f: File | undefined) {
    setError(undefined);
    if (!f) return setFile(null);
    const problem = checkFile(f, rules.allowedImageTypes, rules.maxFileSize, messages);
    if (problem) {
      setFile(null);
      setError(problem);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setFile(f);
  }

  function clear() {
    setFile(null);
    setError(undefined);
    if (inputRef.current) inputRef.current.value = '';
  }

  function send() {
    if (!file) {
      setError(m.photo.missing);
      inputRef.current?.focus();
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(m.photo.updated);
        clear();
      },
      onError: (e) => {
        setError(errorMessage(e));
        inputRef.current?.focus();
      },
    });
  }

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <UserAvatar user={user} src={preview} size="xl" />
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-semibold text-ink-800">
            {preview ? m.photo.newPhoto : user.profileImageUrl ? m.photo.chooseNew : m.photo.choose}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={acceptFor(rules.allowedImageTypes)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-help${error ? ` ${inputId}-error` : ''}`}
            onChange={(e) => choose(e.target.files?.[0])}
            className="block w-full min-h-11 text-sm text-ink-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-field file:border file:border-ink-300 file:bg-white file:px-4 file:font-semibold file:text-ink-800 hover:file:bg-ink-50"
          />
          <p id={`${inputId}-help`} className="text-sm text-ink-600">
            {m.photo.help({ types: typeList(rules.allowedImageTypes, locale), size: formatBytes(rules.maxFileSize) })}
          </p>
          <FieldError id={inputId} error={error} />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            icon={<ImageUp aria-hidden="true" className="size-5" />}
            onClick={send}
            loading={upload.isPending}
            loadingText={m.actions.uploading}
          >
            {m.photo.upload}
          </Button>
          {file && (
            <Button
              variant="ghost"
              icon={<Trash2 aria-hidden="true" className="size-5" />}
              onClick={clear}
              disabled={upload.isPending}
            >
              {m.actions.cancel}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
