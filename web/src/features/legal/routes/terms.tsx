import { consentMessages } from '@espasyo/domain/messages/consents';
import { placesSources } from '@espasyo/domain/messages/places';
import { LegalTextPage } from '@/features/legal/components/legal-text-page';

/**
 * The open data the address picker and place search ship with, credited as their licences ask: part
 * of the code, not of the versioned text, so it follows the data shipped (issue 34).
 */
const credits = {
  id: 'data-sources',
  title: consentMessages.page.credits,
  body: (
    <>
      <p>
        Addresses and place search use open data, shipped with Espasyo and credited here as their licences ask. The
        place names and coordinates are approximate and are not a survey of any property. The locations of well-known
        districts (BGC, Ortigas, Cebu IT Park and others) were placed by Espasyo.
      </p>
      <ul>
        {placesSources.map((source) => (
          <li key={source.name}>
            <a className="text-brand-700 underline" href={source.url} rel="noopener">
              {source.name}
            </a>
            {'via' in source && `, via ${source.via}`}:{' '}
            {'licenceUrl' in source ? (
              <a className="text-brand-700 underline" href={source.licenceUrl} rel="noopener license">
                {source.licence}
              </a>
            ) : (
              source.licence
            )}
            {'changes' in source && ` (${source.changes})`}.
          </li>
        ))}
      </ul>
    </>
  ),
};

/** /terms: the Terms of Service in effect, or an earlier version (issue 34). */
export default function TermsPage() {
  return <LegalTextPage kind="terms" extra={[credits]} />;
}
