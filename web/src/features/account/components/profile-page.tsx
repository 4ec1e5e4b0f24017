import { Camera, Landmark, UserRound } from 'lucide-react';
import { invoiceMessages } from '@espasyo/domain/messages/invoices';
import { resolveRole } from '@espasyo/domain/roles';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { usePublicSettings } from '@/lib/public-settings';
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
      <PageTitle>Profile</PageTitle>
      <PageHeader
        title="Profile"
        description="How hosts and renters see you, and the checks that make your account trusted."
      />
      <div className="space-y-6">
        <Section id="photo" icon={Camera} title="Profile photo">
          <PhotoUpload user={user} rules={rules} />
        </Section>
        <Section
          id="details"
          icon={UserRound}
          title="Personal details"
          description="Your name appears on bookings and agreements. Use the name on your ID."
        >
          <ProfileForm user={user} />
        </Section>
        {resolveRole(user) === 'host' && (
          <Section
            id="tax"
            icon={Landmark}
            title={invoiceMessages.tax.title}
            description={invoiceMessages.tax.description}
          >
            <TaxDetailsForm />
          </Section>
        )}
        <VerificationSections user={user} rules={rules} />
      </div>
    </div>
  );
}
