import { settingsDefaults } from '@espasyo/domain';

/** Upload limits from the public settings (storage.maxFileSize, allowedImageTypes), or the defaults. */
export interface FileRules {
  maxFileSize: number;
  allowedImageTypes: string[];
}

export const defaultFileRules: FileRules = {
  maxFileSize: settingsDefaults.storage.maxFileSize,
  allowedImageTypes: settingsDefaults.storage.allowedImageTypes,
};

const mimeOf: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };

/** The input's accept attribute: both extensions and MIME types, so every phone's picker filters. */
export function acceptFor(rules: FileRules): string {
  const exts = rules.allowedImageTypes.map((t) => `.${t.toLowerCase()}`);
  const mimes = [...new Set(rules.allowedImageTypes.map((t) => mimeOf[t.toLowerCase()]).filter(Boolean))];
  return [...exts, ...mimes].join(',');
}

/** '10' for 10485760 bytes; one decimal below 10 MB. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 10 || Number.isInteger(mb) ? String(Math.round(mb)) : mb.toFixed(1);
}

/** 'JPG, JPEG, PNG or WEBP' */
export function typeList(rules: FileRules): string {
  const t = rules.allowedImageTypes.map((x) => x.toUpperCase());
  return t.length <= 1 ? (t[0] ?? '') : `${t.slice(0, -1).join(', ')} or ${t[t.length - 1]}`;
}

/** The file's problem in the user's terms, or undefined when it may be sent. */
export function checkImage(
  file: File,
  rules: FileRules,
  messages: { type: () => string; size: () => string },
): string | undefined {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const allowed = rules.allowedImageTypes.map((t) => t.toLowerCase());
  const typeOk = allowed.includes(ext) || allowed.some((t) => mimeOf[t] && mimeOf[t] === file.type);
  if (!typeOk) return messages.type();
  if (file.size > rules.maxFileSize) return messages.size();
  return undefined;
}
