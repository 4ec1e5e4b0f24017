import type { ReactNode } from 'react';
import type { MessageValues } from '@espasyo/domain/i18n/catalog';
import { FieldWords } from '@/components/ui/field';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';

/**
 * The messages the account pages' forms show in the page's language (issue 34): the shared
 * fields' words (`auth.fields`), and the schemas' and the server's English messages looked up in
 * `validation`, `authPages` (two-factor codes, email links) and `apiAccount`.
 */
const known = ['validation', 'authPages', 'apiAccount'] as const;

export function AccountMessages({ children }: { children: ReactNode }) {
  const words = useMessages('auth').fields;
  return (
    <FieldWords value={words}>
      <MessageNamespaces value={known}>{children}</MessageNamespaces>
    </FieldWords>
  );
}

const MARK = '\u0001';

/**
 * A message with one argument shown as an element, such as a bold phone number in a sentence:
 * `withNode(m.phone.sentTo, 'phone', <strong>{phone}</strong>)`. The sentence stays whole in the
 * catalogue, so each language puts the element where its word order wants it.
 */
export function withNode(
  message: (values: MessageValues) => string,
  name: string,
  node: ReactNode,
  values: MessageValues = {},
): ReactNode {
  const [before = '', after = ''] = message({ ...values, [name]: MARK }).split(MARK);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}
