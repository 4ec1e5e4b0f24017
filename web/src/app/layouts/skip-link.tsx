import { useMessages } from '@/lib/i18n';

/** First focusable element of a page, so keyboard users can jump over the navigation. */
export function SkipLink() {
  const m = useMessages('nav');
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-field focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-800 focus:shadow-raised"
    >
      {m.skipToMain}
    </a>
  );
}
