import { Settings } from 'lucide-react';
import { ComingLaterPage } from '../../../components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Platform Settings"
      description="General, financial, security, notification, API and storage settings."
      icon={Settings}
      what="All six settings categories with their history, export and import as JSON, and reset to defaults will be here."
    />
  );
}
