import { usePlatform } from '@/lib/public-settings';

/** The document title: the page, then the platform name from the settings ('Users · Espasyo'). */
export function PageTitle({ children }: { children: string }) {
  const { name } = usePlatform();
  return <title>{`${children} · ${name}`}</title>;
}
