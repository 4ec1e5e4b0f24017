import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode, en } from '@espasyo/domain';

/**
 * Text PostgreSQL cannot store (a NUL character) or that is not Unicode at all (half of a
 * surrogate pair): refused at the edge, before any route, guard or query sees it, so it
 * never reaches the database as a 500 ('invalid byte sequence for encoding "UTF8"').
 */
const BAD = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function hasBadCharacters(s: string): boolean {
  return BAD.test(s);
}

/** Walks parsed JSON (keys and values) without recursion: a deeply nested body cannot overflow the stack. */
export function containsBadText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (hasBadCharacters(v)) return true;
    } else if (Array.isArray(v)) {
      for (const inner of v) stack.push(inner); // not push(...v): a long array would pass the argument limit
    } else if (v !== null && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        if (hasBadCharacters(k)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

const refuse = () => new AppError(ErrorCode.validation, en.generic.badCharacters);

/**
 * Register before every other hook. The URL is checked on arrival: a NUL can only come as
 * %00 (the HTTP parser refuses raw control bytes, and percent-decoding never yields a lone
 * surrogate), so this covers the path, its parameters and the query of every route, known or
 * not. Bodies are checked once parsed, before validation, for every route.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (/%00/i.test(req.url)) throw refuse();
  });
  app.addHook('preValidation', async (req) => {
    if (containsBadText(req.query) || containsBadText(req.params) || containsBadText(req.body)) throw refuse();
  });
}
