import { Gavel } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Disputes"
      description="Disagreements between renters and hosts."
      icon={Gavel}
      what="Open disputes, their evidence and the written resolution (refund or none) will be handled here."
    />
  );
}
