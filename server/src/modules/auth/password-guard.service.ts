import { AppError, ErrorCode, en } from '@espasyo/domain';

/**
 * Refuses passwords that are easy to guess, after the spec's rules and the platform policy
 * have passed (docs/decisions/0019-passwords-and-sessions.md). The list is the ranked
 * breached-password list of @zxcvbn-ts/language-common (about 49,000 entries, most common
 * first); it lives only on the server, so it never weighs on a page's JavaScript, and it is
 * loaded at the first check, not at start-up.
 */
let commonList: Promise<Set<string>> | null = null;

function commonPasswords(): Promise<Set<string>> {
  commonList ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return commonList;
}

/** Parts shorter than this are not looked up on their own ('abc', 'ann'): too many honest passwords contain them. */
const MIN_PART = 4;

const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };
/** 'p@ssw0rd' → 'password'; a 1 is read as i and, in a second reading, as l. */
const unLeet = (s: string, one: 'i' | 'l' = 'i') => s.replace(/[013457@$!]/g, (c) => (c === '1' ? one : LEET[c]));

/**
 * What is looked up: the password itself, and the word a policy-meeting password is so
 * often built around ('Password123!' → 'password', 'P@ssw0rd!' → 'p@ssw0rd' → 'password',
 * '!Qwerty2026' → 'qwerty', 'Abc12345!' → 'abc12345'), all case-insensitive.
 */
export function guessableForms(password: string): string[] {
  const lower = password.toLowerCase();
  const noSymbols = lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const forms = [lower, noSymbols, core, unLeet(core), unLeet(core, 'l')];
  return [...new Set(forms.filter((f, i) => i === 0 || f.length >= MIN_PART))];
}

export interface PasswordOwner {
  firstName: string;
  lastName: string;
  email: string;
}

/** The owner's names and email local part, whole and word by word, lower-case ('Dela Cruz' → 'dela cruz', 'delacruz', 'dela', 'cruz'). */
function personalParts(owner: PasswordOwner): string[] {
  const parts = new Set<string>();
  for (const value of [owner.firstName, owner.lastName, owner.email.split('@')[0] ?? '']) {
    const lower = value.trim().toLowerCase();
    parts.add(lower);
    parts.add(lower.replace(/[^\p{L}\p{N}]+/gu, ''));
    for (const word of lower.split(/[^\p{L}\p{N}]+/u)) parts.add(word);
  }
  return [...parts].filter((p) => p.length >= MIN_PART);
}

/**
 * Throws a 400 with the message under the password field, or returns when the password will
 * do. The name check comes first: 'Gabriela#2026' is both, and naming the name says what to change.
 */
export async function assertPasswordNotGuessable(password: string, owner: PasswordOwner): Promise<void> {
  const lower = password.toLowerCase();
  const readings = [lower, unLeet(lower), unLeet(lower, 'l')];
  if (personalParts(owner).some((part) => readings.some((r) => r.includes(part))))
    throw refused(en.validation.passwordPersonal);
  const list = await commonPasswords();
  if (guessableForms(password).some((form) => list.has(form))) throw refused(en.validation.passwordCommon);
}

function refused(message: string) {
  return new AppError(ErrorCode.validation, message, { password: message });
}
