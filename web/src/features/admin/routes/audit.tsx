import { FileClock } from 'lucide-react';
import { ComingLaterPage } from '../../../components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Audit Log"
      description="Every admin action, recorded."
      icon={FileClock}
      what="Each admin action with who did it, when, from where and what changed will be listed here, with filters."
    />
  );
}
