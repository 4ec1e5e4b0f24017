import { paths, paymentMessages, paymentMethods, pesos, type PaymentMethod } from '@espasyo/domain';
import { DEFAULT_LANGUAGE, type Language } from '@espasyo/domain/i18n/languages';
import { messagesFor } from '../../lib/i18n';
import type { SandboxCheckoutRow } from './sandbox.repository';
import { sandboxTestCardNames } from './sandbox.gateway';

/** The page's words: English as messages/payments.ts says them, another language the catalogue's. */
type Widen<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: never[]) => string ? T[K] : Widen<T[K]>;
};
type Words = Widen<typeof paymentMessages.sandbox & Pick<typeof paymentMessages, 'testMode' | 'methods'>>;
const english: Words = {
  ...paymentMessages.sandbox,
  testMode: paymentMessages.testMode,
  methods: paymentMessages.methods,
};

/** The sandbox checkout's words in `lang` (issue 34: the catalogue's `sandboxCheckout`). */
export function sandboxWords(lang: Language): Words {
  if (lang === DEFAULT_LANGUAGE) return english;
  const w = messagesFor(lang, 'sandboxCheckout');
  return {
    ...w,
    payTo: (merchant) => w.payTo({ merchant }),
    expiresAt: (when) => w.expiresAt({ when }),
  };
}

const esc = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/*
 * The product's look without its bundle: the web app's design tokens (web/src/styles.css: brand
 * teal, the accent for the screen's main action, ink neutrals, warning for "Test mode"), the
 * system font, 48px+ tap targets, and a visible focus ring. No script: the form works without one.
 */
const STYLE = `
:root{--brand-600:#0f766e;--brand-700:#115e59;--brand-50:#effcf9;--accent-600:#c2410c;--accent-700:#9a3412;
--ink-50:#f8fafc;--ink-200:#e2e8f0;--ink-300:#cbd5e1;--ink-600:#475569;--ink-900:#0f172a;
--warning-50:#fffbeb;--warning-700:#92400e;--danger-50:#fef2f2;--danger-700:#b91c1c}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--ink-50);color:var(--ink-900);
font:16px/1.5 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif}
header{background:var(--brand-700);color:#fff;padding:12px 16px;display:flex;justify-content:space-between;align-items:center;gap:8px}
header strong{font-size:1.125rem}
.badge{background:var(--warning-50);color:var(--warning-700);border:1px solid var(--warning-700);border-radius:999px;
padding:2px 12px;font-weight:700;font-size:.875rem;white-space:nowrap}
main{max-width:28rem;margin:24px auto;padding:0 16px}
.card{background:#fff;border:1px solid var(--ink-200);border-radius:16px;padding:24px;box-shadow:0 1px 3px rgba(15,23,42,.08)}
.merchant{margin:0;color:var(--ink-600)}
.amount{margin:4px 0;font-size:2rem;line-height:1.2}
.desc{margin:0 0 16px;font-weight:600}
fieldset{border:0;margin:0 0 16px;padding:0}
legend{font-weight:700;margin-bottom:8px}
.method{display:flex;align-items:center;gap:12px;min-height:56px;padding:0 16px;margin-bottom:8px;
border:2px solid var(--ink-200);border-radius:12px;cursor:pointer;font-weight:600}
.method:has(input:checked){border-color:var(--brand-600);background:var(--brand-50)}
.method input{width:22px;height:22px;accent-color:var(--brand-600);margin:0;flex:none}
button,.button{display:flex;width:100%;min-height:52px;align-items:center;justify-content:center;border-radius:12px;
font:inherit;font-weight:700;font-size:1.0625rem;cursor:pointer;text-decoration:none;margin-top:12px}
.primary{background:var(--accent-600);color:#fff;border:0}
.primary:hover{background:var(--accent-700)}
.danger{background:#fff;color:var(--danger-700);border:2px solid var(--danger-700)}
.danger:hover{background:var(--danger-50)}
.link{display:block;text-align:center;margin-top:16px;color:var(--brand-700);font-weight:600;padding:12px}
:focus-visible{outline:3px solid var(--brand-600);outline-offset:2px}
.alert{background:var(--danger-50);color:var(--danger-700);border-radius:8px;padding:12px;margin:0 0 16px;font-weight:600}
.note{color:var(--ink-600);font-size:.875rem;margin:16px 0 0}
.test{background:var(--warning-50);color:var(--warning-700);border-radius:8px;padding:8px 12px;margin:0 0 16px;font-size:.875rem;font-weight:600}
`;

function layout(lang: Language, title: string, body: string): string {
  const m = sandboxWords(lang);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${esc(title)}</title><style>${STYLE}</style></head>
<body><header><strong>${esc(m.title)}</strong><span class="badge">${esc(m.testMode)}</span></header>
<main>${body}</main></body></html>`;
}

export interface SandboxPageView {
  checkout: SandboxCheckoutRow;
  merchant: string;
  /** The form's anti-forgery token (sandbox-page.routes.ts). */
  token: string;
  /** When the checkout closes, in the platform's words and zone. */
  closesAt: string;
  /** A message above the form (no method chosen, a stale form). */
  error?: string;
  /** Where "Return" goes: the cancel URL, this app's own path when it is on this app. */
  backUrl: string;
  /** Where a closed checkout sends the payer on. */
  doneUrl: string;
  /** The payer's language (issue 34; English unless given): the page's words and `closesAt`'s. */
  lang?: Language;
}

const methodsOf = (c: SandboxCheckoutRow): PaymentMethod[] =>
  paymentMethods.filter((p) => (c.methods as string[]).includes(p));

/** The hosted checkout: amount, what for, the methods, "Authorise payment" and "Fail payment". */
export function sandboxCheckoutPage(v: SandboxPageView): string {
  const lang = v.lang ?? DEFAULT_LANGUAGE;
  const s = sandboxWords(lang);
  const c = v.checkout;
  const head = `<p class="merchant">${esc(s.payTo(v.merchant))}</p>
<h1 class="amount">${esc(pesos(c.amount))}</h1>
<p class="desc">${esc(c.description)}</p>`;
  if (c.status !== 'open') {
    return layout(
      lang,
      s.title,
      `<div class="card">${head}<p role="status"><strong>${esc(s.closed[c.status])}</strong></p>
<a class="button primary" href="${esc(v.doneUrl)}">${esc(s.returnLink)}</a></div>`,
    );
  }
  const methods = methodsOf(c)
    .map(
      (p) =>
        `<label class="method"><input type="radio" name="method" value="${p}" required><span>${esc(s.methods[p])}</span></label>`,
    )
    .join('\n');
  // Asked to keep the card (a tenancy's autopay): which test card is saved, and so how later charges answer.
  const cards =
    c.saveCard && methodsOf(c).includes('card')
      ? `<fieldset><legend>${esc(s.testCard)}</legend>
<p class="note">${esc(s.savesCard)}</p>
${sandboxTestCardNames
  .map(
    (k, i) =>
      `<label class="method"><input type="radio" name="card" value="${k}"${i === 0 ? ' checked' : ''}><span>${esc(s.testCards[k])}</span></label>`,
  )
  .join('\n')}
</fieldset>`
      : '';
  return layout(
    lang,
    s.title,
    `<div class="card"><p class="test">${esc(s.testMode)}: ${esc(s.intro)}</p>${head}
${v.error ? `<p class="alert" role="alert">${esc(v.error)}</p>` : ''}
<form method="post" action="${esc(paths.sandbox.checkout.getHref(c.id))}">
<input type="hidden" name="token" value="${esc(v.token)}">
<fieldset><legend>${esc(s.chooseMethod)}</legend>
${methods}
</fieldset>
${cards}
<button type="submit" name="outcome" value="authorise" class="primary">${esc(s.authorise)}</button>
<button type="submit" name="outcome" value="fail" class="danger" formnovalidate>${esc(s.fail)}</button>
</form>
<a class="link" href="${esc(v.backUrl)}">${esc(s.back)}</a>
<p class="note">${esc(s.expiresAt(v.closesAt))}</p></div>`,
  );
}

/** No such checkout. */
export function sandboxNotFoundPage(lang: Language = DEFAULT_LANGUAGE) {
  const s = sandboxWords(lang);
  return layout(lang, s.title, `<div class="card"><p role="status"><strong>${esc(s.notFound)}</strong></p></div>`);
}
