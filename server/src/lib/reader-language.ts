import type { FastifyRequest } from 'fastify';
import { languageFromAcceptLanguage, type Language } from '@espasyo/domain/i18n/languages';
import { languageOfUser, preferredLanguage } from './i18n';

type Reader = { language?: string | null } | null | undefined;

/**
 * The language of a document or page the browser opens itself (issue 34): a PDF download, the
 * sandbox's checkout page. The reader's choice on their account, else the language cookie the
 * switcher sets, else the browser's `Accept-Language`, else English (lib/i18n's preferredLanguage).
 */
export const documentLanguage = (req: FastifyRequest, reader: Reader): Language =>
  preferredLanguage(reader ?? null, req.cookies ?? {}, req.headers['accept-language']);

/**
 * The language of what an API call from the web shows (the agreement, a refusal built from parts):
 * the web sends its page's language in `Accept-Language` (web/src/lib/api-client.ts), the same the
 * answers' messages follow (http/answer-language.ts); without it, the signed-in reader's own.
 */
export const answerLanguage = (req: FastifyRequest, reader: Reader): Language =>
  languageFromAcceptLanguage(req.headers['accept-language']) ?? languageOfUser(reader);
