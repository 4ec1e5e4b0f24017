import { paths } from '@espasyo/domain/paths';
import { useMessages } from '@/lib/i18n';
import { SearchPage } from '@/features/browse/components/search-page';

/** /spaces: the search for everyone, rendered by the server so that it can be read and indexed (issue 11). */
export default function SpacesPage() {
  const m = useMessages('search').spaces;
  return (
    <SearchPage
      title={m.title}
      intro={m.intro}
      basePath={paths.spaces.search.path}
      listingHref={paths.spaces.listing.getHref}
      framed
    />
  );
}
