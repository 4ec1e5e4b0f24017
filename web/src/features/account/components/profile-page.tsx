import { Camera, Landmark, UserRound } from 'lucide-react';
import { resolveRole } from '@espasyo/domain/roles';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { usePublicSettings } from '@/lib/public-settings';
import { AccountMessages } from './account-messages';
import { defaultFileRules, type FileRules } from './file-rules';
import { PhotoUpload } from './photo-upload';
import { ProfileForm } from './profile-form';
import { Section } from './section';
import { TaxDetailsForm } from './tax-details-form';
import { useScrollToHash } from './use-scroll-to-hash';
import { VerificationSections } from './verification-sections';
import { PageTitle } from '@/components/page-title';

/** /client/profile and /host/profile: photo, name and phone, a host's TIN, then the three verifications. */
export function ProfilePage() {
  const m = useMessages('account');
  const { user } = useAuth();
  const settings = usePublicSettings().data;
  useScrollToHash(!!user);
  if (!user) return <PageLoader />;

  const rules: FileRules = settings
    ? {
        maxFileSize: settings.maxFileSize,
        allowedImageTypes: settings.allowedImageTypes,
        allowedDocumentTypes: settings.allowedDocumentTypes,
      }
    : defaultFileRules;

  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle>{m.profile.title}</PageTitle>
      <PageHeader title={m.profile.title} description={m.profile.description} />
      <AccountMessages>
        <div className="space-y-6">
          <Section id="photo" icon={Camera} title={m.profile.photo}>
            <PhotoUpload user={user} rules={rules} />
          </Section>
          <Section id="details" icon={UserRound} title={m.profile.details} description={m.profile.detailsDescription}>
            <ProfileForm user={user} />
          </Section>
          {resolveRole(user) === 'host' && (
            <Section id="tax" icon={Landmark} title={m.tax.title} description={m.tax.description}>
              <TaxDetailsForm />
            </Section>
          )}
          <VerificationSections user={user} rules={rules} />
        </div>
      </AccountMessages>
    </div>
  );
}
