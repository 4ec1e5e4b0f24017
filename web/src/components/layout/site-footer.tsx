import { usePlatform } from '@/lib/public-settings';
import { Logo } from './logo';
import { paths } from '@espasyo/domain/paths';
import { LegalLinks } from './legal-links';

/** Footer anchors of docs/product/routes.md; the landing page renders sections with these ids. */
const columns = [
  {
    title: '', // the platform's name, from the settings
    links: [
      { label: 'About us', href: paths.home.getHref('about') },
      { label: 'How it works', href: paths.home.getHref('how-it-works') },
      { label: 'Pricing', href: paths.home.getHref('pricing') },
    ],
  },
  {
    title: 'Trust',
    links: [
      { label: 'Safety', href: paths.home.getHref('safety') },
      { label: 'Support', href: paths.home.getHref('support') },
      { label: 'Typhoon advisories', href: paths.advisories.getHref() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', href: paths.home.getHref('privacy') },
      { label: 'Terms', href: paths.home.getHref('terms') },
    ],
  },
];

export function SiteFooter() {
  const { name, version } = usePlatform();
  return (
    <footer className="border-t border-ink-200 bg-ink-50">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] md:py-12">
        <div className="col-span-2 space-y-3 sm:col-span-3 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-ink-600">
            Storage rooms, parking slots and warehouse space from verified hosts across the Philippines.
          </p>
        </div>
        {columns.map((c) => (
          <nav key={c.title} aria-label={c.title || name}>
            <h2 className="text-sm font-semibold text-ink-900">{c.title || name}</h2>
            <ul className="mt-2">
              {c.links.map((l) => (
                <li key={l.href}>
                  <a
                    href={l.href}
                    className="inline-flex min-h-11 items-center text-sm text-ink-600 hover:text-brand-700 hover:underline"
                  >
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-ink-200">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm text-ink-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {name}. Prices in Philippine pesos (₱).
            {version && <span className="ml-2 text-ink-500">Version {version}</span>}
          </p>
          <p className="flex gap-4">
            <LegalLinks />
          </p>
        </div>
      </div>
    </footer>
  );
}
