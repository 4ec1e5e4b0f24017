/**
 * `espasyo/no-jsx-text` (issue 34): a text a person reads comes from the message catalogue
 * (domain/src/i18n, `useMessages`), never written into the JSX. Reports:
 *   - text between tags that has a letter in it (`<p>Sign out</p>`);
 *   - a string with a letter given to an attribute people read (aria-label, title, placeholder, alt,
 *     label and the like) or put in braces (`{'Sign out'}`), template literals included.
 * Punctuation, numbers and symbols alone (`·`, `₱`, `—`, `2`) are not words and pass.
 */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'legend',
  'description',
  'hint',
  'help',
  'message',
  'emptyText',
]);
const LETTER = /\p{L}/u;

const textOf = (node) =>
  node.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node.type === 'TemplateLiteral'
      ? node.quasis.map((q) => q.value.cooked ?? '').join('')
      : null;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Text in JSX comes from the message catalogue (useMessages), not a literal.' },
    schema: [],
    messages: {
      text: 'Text in JSX ("{{text}}"): put it in the message catalogue (domain/src/i18n) and read it with useMessages.',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = textOf(value);
        if (text && LETTER.test(text)) report(node, text);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        const text = textOf(node.expression);
        if (text && LETTER.test(text)) report(node, text);
      },
    };
  },
};
