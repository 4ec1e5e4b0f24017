import { useEffect, useRef, useState } from 'react';
import { formatBytes } from '@espasyo/domain/format';
import { listingLimits } from '@espasyo/domain/listings/fields';
import { en } from '@espasyo/domain/messages/en';
import { listingMessages } from '@espasyo/domain/messages/listings';
import { useErrorMessage } from '@/lib/error-message';
import { usePutPhotos } from '@/features/listings/api/use-listing-photos';
import { uploadListingPhoto } from '@/features/listings/api/upload-photo';

const m = listingMessages.photos;
const MAX = listingLimits.photos;

export interface Upload {
  key: string;
  name: string;
  /** An object URL of the file, for its thumbnail while it uploads. */
  preview: string | null;
  /** 0 to 1. */
  progress: number;
  state: 'waiting' | 'uploading' | 'failed';
  error?: string;
}

/** The server names the file in its refusal ('a.png: …'); the list shows the name above it already. */
const withoutName = (name: string, message: string) =>
  message.startsWith(`${name}: `) ? message.slice(name.length + 2) : message;

let seq = 0;

/**
 * Uploads chosen or dropped files one after another (the server decodes each photo three times),
 * each with its progress. A refused file stays in the list with the server's reason; a file over
 * the size limit or past the 12-photo limit is refused before it is sent. A finished file leaves
 * the list: it is one of the listing's photos now.
 */
export function usePhotoUploads(listingId: string, photoCount: number, maxFileSize: number) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const files = useRef(new Map<string, File>());
  const started = useRef(new Set<string>());
  const latest = useRef(uploads);
  latest.current = uploads;
  const put = usePutPhotos(listingId);
  const errorMessage = useErrorMessage(); // the server's own message, or a generic one in the page's language
  const busy = uploads.some((u) => u.state === 'uploading');

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const drop = (key: string) =>
    setUploads((list) => {
      const gone = list.find((u) => u.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      files.current.delete(key);
      return list.filter((u) => u.key !== key);
    });

  const add = (chosen: File[]) => {
    let room = MAX - photoCount - uploads.filter((u) => u.state !== 'failed').length;
    const next: Upload[] = chosen.map((file) => {
      const key = `u${++seq}`;
      const base = { key, name: file.name, progress: 0 };
      if (file.size > maxFileSize)
        return { ...base, preview: null, state: 'failed', error: en.uploads.tooLarge(formatBytes(maxFileSize)) };
      if (room <= 0) return { ...base, preview: null, state: 'failed', error: m.tooMany(MAX, 0) };
      room -= 1;
      files.current.set(key, file);
      return { ...base, preview: URL.createObjectURL(file), state: 'waiting' };
    });
    setUploads((list) => [...list, ...next]);
  };

  // The next waiting file goes up when none is on its way.
  const waiting = uploads.find((u) => u.state === 'waiting');
  useEffect(() => {
    if (busy || !waiting) return;
    const file = files.current.get(waiting.key);
    if (!file || started.current.has(waiting.key)) return;
    const { key, name } = waiting;
    started.current.add(key);
    update(key, { state: 'uploading' });
    uploadListingPhoto(listingId, file, (progress) => update(key, { progress }))
      .then(({ photos }) => {
        put(photos);
        drop(key);
      })
      .catch((e: unknown) => {
        files.current.delete(key);
        update(key, { state: 'failed', error: withoutName(name, errorMessage(e)) });
      });
  }, [busy, waiting?.key]); // one upload per waiting file, started once

  // Object URLs are freed when the step closes.
  useEffect(() => {
    const map = files.current;
    return () => {
      for (const u of latest.current) if (u.preview) URL.revokeObjectURL(u.preview);
      map.clear();
    };
  }, []);

  return { uploads, add, dismiss: drop, busy: busy || !!waiting };
}
