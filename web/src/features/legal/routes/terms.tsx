import { placesSources } from '@espasyo/domain/messages/places';
import { LegalTextPage } from '@/features/legal/components/legal-text-page';
import { useMessages } from '@/lib/i18n';

/**
 * The open data the address picker and place search ship with, credited as their licences ask: part
 * of the code, not of the versioned text, so it follows the data shipped (issue 34). The sources'
 * names and licence names are as the data states them; the words around them in the page's language.
 */
function Credits() {
  const m = useMessages('legal').credits;
  return (
    <>
      <p>{m.text}</p>
      <ul>
        {placesSources.map((source) => {
          // The sources' names and licence names are as the data states them; their words are the catalogue's.
          const via = source.id === 'psgc' ? m.psgcVia : source.via;
          const licence = source.id === 'psgc' ? m.psgcLicence : source.licence;
          const changes = source.id === 'geonames' ? m.geonamesChanges : null;
          return (
            <li key={source.id}>
              <a className="text-brand-700 underline" href={source.url} rel="noopener">
                {source.name}
              </a>
              {m.via({ via })}:{' '}
              {'licenceUrl' in source ? (
                <a className="text-brand-700 underline" href={source.licenceUrl} rel="noopener license">
                  {licence}
                </a>
              ) : (
                licence
              )}
              {changes && ` (${changes})`}.
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** /terms: the Terms of Service in effect, or an earlier version (issue 34). */
export default function TermsPage() {
  const title = useMessages('legal').credits.title;
  return <LegalTextPage kind="terms" extra={[{ id: 'data-sources', title, body: <Credits /> }]} />;
}
