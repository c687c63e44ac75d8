import { Marked, type Token, type Tokens } from 'marked';
import { methodologyAnchor } from '../lib/methodology-link.ts';

/*
 * docs/methodology.md is one file for two readers: the economist's statement of
 * method, and after most sections a note for implementers (request fields,
 * endpoints, code) fenced by <!-- for-implementers --> … <!-- /for-implementers -->.
 * The page shows the statement only, so an expert can quote it in a report.
 */

const MARKER = /<!--\s*(\/?)for-implementers\s*-->/g;

/** The markdown without its notes for implementers. A marker without its pair is refused: a typo must not publish the notes. */
export function withoutImplementerNotes(markdown: string): string {
  let kept = '';
  let from = 0;
  let open = false;
  for (const match of markdown.matchAll(MARKER)) {
    const closing = match[1] === '/';
    if (closing !== open) throw new Error(`docs/methodology.md: unpaired "${match[0]}" at offset ${match.index}`);
    if (closing) from = match.index + match[0].length;
    else kept += markdown.slice(from, match.index);
    open = !closing;
  }
  if (open) throw new Error('docs/methodology.md: a note for implementers is never closed');
  return kept + markdown.slice(from);
}

/** A heading of the table of contents: a section (h2) and its topics (h3). */
export interface ContentsEntry {
  id: string;
  text: string;
  topics: ContentsEntry[];
}

export interface MethodologyDocument {
  /** The title and the opening paragraphs, before the first section. */
  introHtml: string;
  /** The table of contents, in document order. */
  contents: ContentsEntry[];
  /** Every section. */
  sectionsHtml: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The text of a heading as a reader sees it: markdown marks removed. */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => ('tokens' in token && token.tokens ? plainText(token.tokens) : 'text' in token ? (token.text as string) : ''))
    .join('');
}

/**
 * The page's parts. A numbered section keeps the anchor the form's help links
 * to ("5. Loss of earnings" → #section-5); other sections take their words, and
 * a topic its section's anchor and its own words (#section-2-rounding).
 */
export function methodologyDocument(markdown: string): MethodologyDocument {
  const marked = new Marked({ gfm: true });
  const tokens = marked.lexer(withoutImplementerNotes(markdown));
  const ids = new Map<Tokens.Heading, string>();
  const contents: ContentsEntry[] = [];
  for (const token of tokens) {
    if (token.type !== 'heading') continue;
    const heading = token as Tokens.Heading;
    const text = plainText(heading.tokens);
    const section = contents.at(-1);
    if (heading.depth === 2) {
      const number = /^(\d+[a-z]?)\./.exec(text)?.[1];
      const entry = { id: number === undefined ? slug(text) : methodologyAnchor(number), text, topics: [] };
      contents.push(entry);
      ids.set(heading, entry.id);
    } else if (heading.depth === 3 && section) {
      const entry = { id: `${section.id}-${slug(text)}`, text, topics: [] };
      section.topics.push(entry);
      ids.set(heading, entry.id);
    }
  }
  marked.use({
    renderer: {
      heading(heading) {
        const id = ids.get(heading);
        return `<h${heading.depth}${id === undefined ? '' : ` id="${id}"`}>${this.parser.parseInline(heading.tokens)}</h${heading.depth}>\n`;
      },
    },
  });
  const firstSection = tokens.findIndex((token) => token.type === 'heading' && token.depth === 2);
  const split = firstSection === -1 ? tokens.length : firstSection;
  return {
    introHtml: marked.parser(tokens.slice(0, split)),
    contents,
    sectionsHtml: marked.parser(tokens.slice(split)),
  };
}
