import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';

/** PUT /api/language: the language a person chose in a switcher (issue 34). */
export const languageBodySchema = z.object({ language: z.enum(LANGUAGES) });
export const languageResultSchema = z.object({ language: z.enum(LANGUAGES) });
