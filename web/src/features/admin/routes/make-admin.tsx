import { UserCog } from 'lucide-react';
import { ComingLaterPage } from '../../../components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Make Admin"
      description="Give an existing user administrator rights."
      icon={UserCog}
      what="You will promote an existing account to administrator by its email address here."
    />
  );
}
