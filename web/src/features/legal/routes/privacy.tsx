import { LegalTextPage } from '@/features/legal/components/legal-text-page';

/** /privacy: the Privacy Policy in effect, or an earlier version (issue 34). */
export default function PrivacyPage() {
  return <LegalTextPage kind="privacy" />;
}
