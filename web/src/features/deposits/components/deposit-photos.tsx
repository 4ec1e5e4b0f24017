import type { Deposit } from '@espasyo/domain/contracts/deposits';
import { useMessages } from '@/lib/i18n';

/** A claim's photos, small, each opening full size (private: the two sides and staff). */
export function DepositPhotos({ photos }: { photos: Deposit['photos'] }) {
  const m = useMessages('deposits');
  if (!photos.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={m.photos}>
      {photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} target="_blank" rel="noreferrer" className="block rounded-field focus-visible:outline-2">
            <img
              src={p.url}
              alt={m.photoAlt({ n: i + 1 })}
              width={p.width}
              height={p.height}
              loading="lazy"
              className="size-20 rounded-field border border-ink-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
