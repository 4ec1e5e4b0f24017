import { Plus } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';
import { paths } from '@espasyo/domain/paths';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="List a Space"
      description="Describe your space, add photos, set prices and choose how renters book."
      icon={Plus}
      action={{ label: 'Back to my listings', to: paths.host.listings.getHref() }}
      what="The step-by-step listing form is being built. You will be able to save a draft and send it for review from here."
    />
  );
}
