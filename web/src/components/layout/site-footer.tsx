import { usePlatform } from '@/lib/public-settings';
import { useLocalHref, useMessages } from '@/lib/i18n';
import { Logo } from './logo';
import { paths } from '@espasyo/domain/paths';
import { LanguageSwitcher } from './language-switcher';
import { LegalLinks } from './legal-links';

export function SiteFooter() {
  const { name, version } = usePlatform();
  const m = useMessages('common').footer;
  const local = useLocalHref();
  // Footer anchors of docs/product/routes.md; the landing page renders sections with these ids.
  const columns = [
    {
      title: name,
      links: [
        { label: m.aboutUs, href: paths.home.getHref('about') },
        { label: m.howItWorks, href: paths.home.getHref('how-it-works') },
        { label: m.pricing, href: paths.home.getHref('pricing') },
      ],
    },
    {
      title: m.trust,
      links: [
        { label: m.safety, href: paths.home.getHref('safety') },
        { label: m.support, href: paths.home.getHref('support') },
        { label: m.advisories, href: paths.advisories.getHref() },
      ],
    },
    {
      title: m.legal,
      links: [
        { label: m.privacy, href: paths.home.getHref('privacy') },
        { label: m.terms, href: paths.home.getHref('terms') },
      ],
    },
  ];
  return (
    <footer className="border-t border-ink-200 bg-ink-50">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] md:py-12">
        <div className="col-span-2 space-y-3 sm:col-span-3 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-ink-600">{m.tagline}</p>
        </div>
        {columns.map((c) => (
          <nav key={c.title} aria-label={c.title}>
            <h2 className="text-sm font-semibold text-ink-900">{c.title}</h2>
            <ul className="mt-2">
              {c.links.map((l) => (
                <li key={l.href}>
                  <a
                    href={local(l.href)}
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
            {m.copyright({ year: new Date().getFullYear(), name })}
            {version && <span className="ml-2 text-ink-500">{m.version({ version })}</span>}
          </p>
          <div className="flex flex-wrap items-center gap-x-4">
            <LanguageSwitcher />
            <p className="flex gap-4">
              <LegalLinks />
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
