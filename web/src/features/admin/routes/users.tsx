import { Users } from 'lucide-react';
import { ComingLaterPage } from '../../../components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Users"
      description="All client, host and staff accounts."
      icon={Users}
      what="You will search accounts, view their details, suspend, disable or reactivate them, change their type and verify them here."
    />
  );
}
