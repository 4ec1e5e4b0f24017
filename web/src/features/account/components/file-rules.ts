import { joinList } from '@espasyo/domain/format';
import { settingsDefaults } from '@espasyo/domain/settings/defaults';

/** Upload limits from the public settings (storage.maxFileSize, allowed types), or the defaults. */
export interface FileRules {
  maxFileSize: number;
  allowedImageTypes: string[];
  allowedDocumentTypes: string[];
}

export const defaultFileRules: FileRules = {
  maxFileSize: settingsDefaults.storage.maxFileSize,
  allowedImageTypes: settingsDefaults.storage.allowedImageTypes,
  allowedDocumentTypes: settingsDefaults.storage.allowedDocumentTypes,
};

/** Of the document types, only a PDF makes sense for a scanned ID (the server agrees). */
export function idDocumentTypes(rules: FileRules): string[] {
  return [...rules.allowedImageTypes, ...rules.allowedDocumentTypes.filter((t) => t.toLowerCase() === 'pdf')];
}

const mimeOf: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heic: 'image/heic',
  pdf: 'application/pdf',
};

/** The input's accept attribute: both extensions and MIME types, so every phone's picker filters. */
export function acceptFor(types: string[]): string {
  const exts = types.map((t) => `.${t.toLowerCase()}`);
  const mimes = [...new Set(types.map((t) => mimeOf[t.toLowerCase()]).filter(Boolean))];
  return [...exts, ...mimes].join(',');
}

/** 'JPG, JPEG, PNG or WEBP'; in another language its own 'or' (`locale`: useFormat().locale). */
export function typeList(types: string[], locale?: string): string {
  const names = types.map((x) => x.toUpperCase());
  if (!locale || locale.startsWith('en')) return joinList(names, 'or');
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(names);
}

export const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * The file's problem in the user's terms, or undefined when it may be sent. The browser
 * only sees the name and declared type; the server checks the real content again.
 */
export function checkFile(
  file: File,
  types: string[],
  maxBytes: number,
  messages: { type: () => string; size: () => string },
): string | undefined {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const allowed = types.map((t) => t.toLowerCase());
  const typeOk = allowed.includes(ext) || allowed.some((t) => mimeOf[t] && mimeOf[t] === file.type);
  if (!typeOk) return messages.type();
  if (file.size > maxBytes) return messages.size();
  return undefined;
}
