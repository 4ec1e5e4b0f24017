import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { legalLimits, type LegalKind } from '@espasyo/domain/consents/kinds';
import { legalVersionFormSchema, type LegalVersionForm } from '@espasyo/domain/consents/legal';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { calendarDay } from '@/lib/format';
import { applyFieldErrors } from '@/lib/form-errors';
import { useMessages } from '@/lib/i18n';
import { usePublishLegal } from './use-legal-admin';

const FIELDS = ['label', 'effectiveOn', 'bodyEn', 'bodyFil'] as const;

/**
 * Publish a new version of the Terms of Service or the Privacy Policy, with the server's own schema
 * (legalVersionFormSchema: the same max lengths); its refusals go under their fields.
 */
export function PublishForm() {
  const m = useMessages('adminContent').legal;
  const toast = useToast();
  const publish = usePublishLegal();
  const [kind, setKind] = useState<LegalKind>('terms');
  const [failure, setFailure] = useState<string | null>(null);
  const blank = (): LegalVersionForm => ({ label: '', effectiveOn: calendarDay(), bodyEn: '', bodyFil: '' });
  const form = useForm<LegalVersionForm>({ resolver: zodResolver(legalVersionFormSchema), defaultValues: blank() });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    return publish.mutateAsync({ kind, form: values }).then(
      () => {
        toast.success(m.published({ kind, label: values.label }));
        form.reset(blank());
      },
      (e: unknown) => {
        if (!applyFieldErrors(e, form.setError, FIELDS)) setFailure(errorMessage(e));
      },
    );
  });
  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby="publish-heading">
        <h2 id="publish-heading" className="text-lg font-semibold text-ink-900">
          {m.publish}
        </h2>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <Select
          label={m.fields.kind}
          value={kind}
          onChange={(e) => setKind(e.target.value as LegalKind)}
          options={[
            { value: 'terms', label: m.kinds.terms },
            { value: 'privacy', label: m.kinds.privacy },
          ]}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m.fields.label}
            required
            maxLength={legalLimits.label}
            help={m.fields.labelHelp}
            error={errors.label?.message}
            {...form.register('label')}
          />
          <TextField
            type="date"
            label={m.fields.effectiveOn}
            required
            min={calendarDay()}
            help={m.fields.effectiveHelp}
            error={errors.effectiveOn?.message}
            {...form.register('effectiveOn')}
          />
        </div>
        <TextArea
          label={m.fields.bodyEn}
          required
          rows={8}
          maxLength={legalLimits.body}
          help={m.fields.bodyHelp}
          error={errors.bodyEn?.message}
          {...form.register('bodyEn')}
        />
        <TextArea
          label={m.fields.bodyFil}
          required
          rows={8}
          lang="fil"
          maxLength={legalLimits.body}
          error={errors.bodyFil?.message}
          {...form.register('bodyFil')}
        />
        <Button type="submit" loading={publish.isPending} loadingText={m.publishing}>
          {m.publish}
        </Button>
      </form>
    </Card>
  );
}
