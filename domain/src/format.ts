/** Plain-text formatting shared by the server's messages and the web's pages. */

/** '10 MB' for 10485760 bytes, '1.5 KB', '512 bytes': how upload limits are worded everywhere. */
export function formatBytes(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

/** 'a', 'a and b', 'a, b and c' (no serial comma); `conjunction` 'or' for choices. */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
