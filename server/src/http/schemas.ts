import { fileSchema } from '@espasyo/domain';

/**
 * The response schema of a file download (a photo, an ID document): the body is the file
 * itself, sent as stored and never serialised, so it is documented by its media types.
 */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  return { description, content: Object.fromEntries(mediaTypes.map((t) => [t, { schema: fileSchema }])) };
}
