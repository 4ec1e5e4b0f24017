import { Pencil } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';
import { paths } from '@espasyo/domain/paths';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Edit Listing"
      icon={Pencil}
      action={{ label: 'Back to my listings', to: paths.host.listings.getHref() }}
      what="You will change this listing's details, photos, prices and booking rules here."
    />
  );
}
