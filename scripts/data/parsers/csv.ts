/**
 * Minimal RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF, optional BOM,
 * optional trailing newline. Blank lines are dropped. Cells are returned untrimmed.
 */
export function parseCsv(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endRow = () => {
    row.push(cell);
    cell = '';
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };

  for (; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        cell += ch;
      }
    } else if (ch === '"') {
      inQuotes = true;
    } else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      endRow();
    } else if (ch === '\r') {
      if (text[i + 1] === '\n') i++;
      endRow();
    } else {
      cell += ch;
    }
  }
  if (inQuotes) throw new Error('CSV ends inside a quoted field');
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** Splits off the header row and returns a lookup from (trimmed) column name to index. */
export function withHeader(rows: string[][]): { header: string[]; body: string[][]; column: (name: string) => number } {
  const [header, ...body] = rows;
  if (!header) throw new Error('CSV is empty');
  const trimmed = header.map((h) => h.trim());
  return {
    header: trimmed,
    body,
    column(name) {
      const index = trimmed.findIndex((h) => h.toLowerCase() === name.toLowerCase());
      if (index < 0) throw new Error(`CSV has no "${name}" column (columns: ${trimmed.join(', ')})`);
      return index;
    },
  };
}
