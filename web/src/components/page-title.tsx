import { usePlatform } from '@/lib/public-settings';

/**
 * The document title: the page, then the platform name from the settings ('Users · Espasyo'),
 * or `children` alone when `standalone`; a public page adds its meta description (the server
 * puts both in the HTML's head with the Open Graph tags made from them).
 */
export function PageTitle({
  children,
  description,
  standalone = false,
}: {
  children: string;
  description?: string;
  standalone?: boolean;
}) {
  const { name } = usePlatform();
  return (
    <>
      <title>{standalone ? children : `${children} · ${name}`}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
