import { openZip, type ZipArchive } from './zip-archive.ts';

export type Cell = string | number | null;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name] ?? whole;
  });
}

function attribute(attributes: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes);
  return m ? decodeXml(m[1]!) : undefined;
}

// Rich-text strings are split into runs (<r><t>..</t></r>); phonetic hints (<rPh>) are not part of the text.
function textOf(xml: string): string {
  const visible = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const m of visible.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g)) text += decodeXml(m[1] ?? '');
  return text;
}

function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? '';
  let index = 0;
  for (const ch of letters) index = index * 26 + (ch.charCodeAt(0) - 64);
  return index - 1;
}

// The first sheet in workbook order, which is not always sheet1.xml.
function firstSheetPath(zip: ZipArchive): string {
  const fallback = 'xl/worksheets/sheet1.xml';
  if (!zip.names.includes('xl/workbook.xml') || !zip.names.includes('xl/_rels/workbook.xml.rels')) return fallback;
  const sheet = /<sheet\b([^>]*)\/?>/.exec(zip.read('xl/workbook.xml').toString('utf8'));
  const id = sheet && attribute(sheet[1]!, 'r:id');
  if (!id) return fallback;
  for (const m of zip
    .read('xl/_rels/workbook.xml.rels')
    .toString('utf8')
    .matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    if (attribute(m[1]!, 'Id') !== id) continue;
    const target = attribute(m[1]!, 'Target') ?? '';
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  return fallback;
}

/**
 * Cell values of the first worksheet of an .xlsx file as rows[rowIndex][columnIndex] (0-based,
 * following the cell references so skipped cells stay in place). Numbers come back as stored,
 * strings with shared/inline/formula text resolved; formatting is ignored.
 */
export function readFirstSheet(data: Uint8Array): Cell[][] {
  const zip = openZip(data);
  const shared = zip.names.includes('xl/sharedStrings.xml')
    ? [
        ...zip
          .read('xl/sharedStrings.xml')
          .toString('utf8')
          .matchAll(/<si>([\s\S]*?)<\/si>/g),
      ].map((m) => textOf(m[1]!))
    : [];
  const sheet = zip.read(firstSheetPath(zip)).toString('utf8');

  const rows: Cell[][] = [];
  let nextRow = 0;
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const r = Number(attribute(rowMatch[1]!, 'r') ?? nextRow + 1) - 1;
    nextRow = r + 1;
    const row: Cell[] = [];
    let nextColumn = 0;
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cellMatch[1]!;
      const ref = attribute(attrs, 'r');
      const c = ref ? columnIndex(ref) : nextColumn;
      nextColumn = c + 1;
      const body = cellMatch[2] ?? '';
      const type = attribute(attrs, 't') ?? 'n';
      const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value: Cell;
      if (type === 'inlineStr') value = textOf(body);
      else if (v === undefined) value = null;
      else if (type === 's') value = shared[Number(v)] ?? null;
      else if (type === 'str' || type === 'e') value = decodeXml(v);
      else if (type === 'b') value = Number(v);
      else value = Number(v);
      while (row.length < c) row.push(null);
      row[c] = value;
    }
    while (rows.length < r) rows.push([]);
    rows[r] = row;
  }
  return rows;
}
