import { ShieldCheck } from 'lucide-react';
import { ComingLaterPage } from '../../../components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Verification"
      description="Government ID checks."
      icon={ShieldCheck}
      what="The ID verification queue will be here: compare the ID with the selfie, then approve or reject with a reason."
    />
  );
}
