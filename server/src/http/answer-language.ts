import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage } from '@espasyo/domain/i18n/languages';
import { inLanguage } from '../lib/i18n';

type Answer = { message?: unknown; error?: { message?: unknown; fields?: Record<string, unknown> } };

/**
 * The API answers in the language its caller asks for (issue 34, decision 0092): the web app sends
 * its page's language in `Accept-Language` (lib/api-client.ts), and a JSON answer's texts — an
 * error's message and its fields' messages, a success's `message` — come in that language when the
 * catalogue knows them (lib/i18n.ts, `inLanguage`). Without the header, or in English, an answer is
 * the specification's English, byte for byte. Before compression, which sends what this returns.
 */
export function registerAnswerLanguage(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' || !payload.includes('"message"') || !req.url.startsWith('/api')) return payload;
    const lang = languageFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LANGUAGE;
    if (lang === DEFAULT_LANGUAGE || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    let answer: Answer;
    try {
      answer = JSON.parse(payload) as Answer;
    } catch {
      return payload;
    }
    if (!answer || typeof answer !== 'object') return payload;
    const local = (text: unknown) => (typeof text === 'string' ? inLanguage(lang, text) : text);
    if ('message' in answer) answer.message = local(answer.message);
    const error = answer.error;
    if (error && typeof error === 'object') {
      error.message = local(error.message);
      if (error.fields && typeof error.fields === 'object')
        for (const key of Object.keys(error.fields)) error.fields[key] = local(error.fields[key]);
    }
    return JSON.stringify(answer);
  });
}
