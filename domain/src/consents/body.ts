/* A legal text's body and how it reads: no zod, the public pages draw it (issue 34). */

/**
 * A legal text's body is plain text with a few marks, so it is stored, diffed and translated as text
 * and drawn without any HTML: a line `## Title` starts a section, lines `- item` make a list, a
 * blank line ends a paragraph, and `[words](/path)` is a link (to a page here, https: or mailto:).
 */
export type LegalInline = { text: string } | { text: string; href: string };
export type LegalBlock = { kind: 'paragraph'; inline: LegalInline[] } | { kind: 'list'; items: LegalInline[][] };
export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}
export interface LegalDocument {
  intro: LegalBlock[];
  sections: LegalSection[];
}

const LINK = /\[([^\]\n]+)\]\(((?:\/|https:\/\/|mailto:)[^)\s]*)\)/g;

export function parseInline(s: string): LegalInline[] {
  const out: LegalInline[] = [];
  let last = 0;
  for (const m of s.matchAll(LINK)) {
    if (m.index > last) out.push({ text: s.slice(last, m.index) });
    out.push({ text: m[1]!, href: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < s.length) out.push({ text: s.slice(last) });
  return out;
}

const slug = (title: string, taken: Set<string>) => {
  const base =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'section';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
};

/** The body's intro, and its sections with ids for the contents list. */
export function parseLegalBody(body: string): LegalDocument {
  const doc: LegalDocument = { intro: [], sections: [] };
  const taken = new Set<string>();
  let blocks = doc.intro;
  let para: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (para.length) blocks.push({ kind: 'paragraph', inline: parseInline(para.join(' ')) });
    if (list) blocks.push({ kind: 'list', items: list.map(parseInline) });
    para = [];
    list = null;
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('## ')) {
      flush();
      const title = line.slice(3).trim();
      const section: LegalSection = { id: slug(title, taken), title, blocks: [] };
      doc.sections.push(section);
      blocks = section.blocks;
    } else if (line.startsWith('- ')) {
      if (para.length) flush();
      (list ??= []).push(line.slice(2).trim());
    } else if (line === '') flush();
    else {
      if (list) flush();
      para.push(line);
    }
  }
  flush();
  return doc;
}
