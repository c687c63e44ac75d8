/**
 * The economist's plain text as the report's blocks, the one place
 * its rules live: a blank line starts a new paragraph; a line starting "- " or
 * "* " is an item of a bulleted list, one starting "1. " (any number, then a
 * full stop and a space) an item of a numbered list; an indented line carries
 * on the item above it; the other lines of a paragraph run on as one paragraph
 * (text pasted from a PDF breaks its lines where the PDF did). Nothing is
 * markup: the blocks hold text, which the pages render as text.
 */

export type NarrativeBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  /** `start`: the number of the first item as typed (1 unless the economist continues an earlier list). */
  | { kind: 'numbered'; start: number; items: string[] };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})\.\s+(.*)$/;
const INDENTED = /^\s+\S/;

export function narrativeBlocks(text: string): NarrativeBlock[] {
  const blocks: NarrativeBlock[] = [];
  let open: NarrativeBlock | undefined;
  const close = () => {
    if (open) blocks.push(open);
    open = undefined;
  };
  /** Adds a run-on line to the open paragraph or to the last item of the open list. */
  const carryOn = (line: string) => {
    if (open?.kind === 'paragraph') open.text = `${open.text} ${line}`;
    else if (open) open.items[open.items.length - 1] = `${open.items.at(-1)} ${line}`;
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      close();
      continue;
    }
    const bullet = BULLET.exec(raw);
    const numbered = bullet ? null : NUMBERED.exec(raw);
    if (bullet) {
      if (open?.kind !== 'bullets') {
        close();
        open = { kind: 'bullets', items: [] };
      }
      open.items.push(bullet[1]!.trim());
    } else if (numbered) {
      if (open?.kind !== 'numbered') {
        close();
        open = { kind: 'numbered', start: Number(numbered[1]), items: [] };
      }
      open.items.push(numbered[2]!.trim());
    } else if (open?.kind === 'paragraph' || (open !== undefined && INDENTED.test(raw))) {
      carryOn(line);
    } else {
      close();
      open = { kind: 'paragraph', text: line };
    }
  }
  close();
  return blocks;
}
