import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES, pathInLanguage, type Language } from '@espasyo/domain/i18n/languages';
import { api } from '@/lib/api-client';
import { useLanguage, useMessages } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/**
 * The languages, each in its own name, linking to this page in that language (issue 34). Choosing
 * one keeps it (a cookie, and the account's setting when signed in) and loads the page anew, so
 * that only that language's messages are downloaded.
 */
export function LanguageSwitcher({
  className,
  menuItems = false,
  onChosen,
}: {
  className?: string;
  /** Inside the account menu: each language a menu item (the menu's arrow keys reach them). */
  menuItems?: boolean;
  onChosen?: () => void;
}) {
  const m = useMessages('common');
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();

  async function choose(event: MouseEvent<HTMLAnchorElement>, lang: Language) {
    event.preventDefault();
    const href = event.currentTarget.href;
    onChosen?.();
    // Kept before leaving, so that the English address does not send the person back.
    await api.put('/api/language', { language: lang }).catch(() => undefined);
    window.location.assign(href);
  }

  const link = (lang: Language) => (
    <a
      key={lang}
      href={pathInLanguage(`${pathname}${search}${hash}`, lang)}
      hrefLang={lang}
      lang={lang}
      role={menuItems ? 'menuitem' : undefined}
      tabIndex={menuItems ? -1 : undefined}
      aria-current={lang === current ? 'true' : undefined}
      onClick={lang === current ? (e) => e.preventDefault() : (e) => void choose(e, lang)}
      className={cn(
        'inline-flex min-h-11 items-center text-sm hover:text-brand-700 hover:underline',
        menuItems && 'rounded-field px-3 focus:bg-ink-100',
        lang === current ? 'font-semibold text-ink-900' : 'text-ink-600',
      )}
    >
      {LANGUAGE_NAMES[lang]}
    </a>
  );
  if (menuItems)
    return (
      <div role="group" aria-label={m.language.choose} className={cn('flex flex-wrap gap-x-1', className)}>
        {LANGUAGES.map(link)}
      </div>
    );
  return (
    <ul aria-label={m.language.choose} className={cn('flex flex-wrap gap-x-4', className)}>
      {LANGUAGES.map((lang) => (
        <li key={lang}>{link(lang)}</li>
      ))}
    </ul>
  );
}
