import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { Appendix, TablePage } from '../../model/report-model.ts';
import { exhibitChart } from './exhibit-chart.ts';
import { imageOfDataUrl } from './image-of-data-url.ts';
import { pageMatchesSelection, type ReportData } from '../../model/select-report-data.ts';
import { cellText } from '../../tables/columns/index.ts';
import { exportColumns, tableNumber } from '../export-columns.ts';

/**
 * The report as a Word document: the printed report's HTML (cover and every
 * section, the same sentences and figures) turned into Word paragraphs and
 * tables, a contents field Word fills with page numbers, every appendix table of
 * every scenario built from the report model and the screen's column
 * definitions with a header row repeated on each page, and "Page n of N".
 * Like the printed report, it carries the tables of the chosen scenarios (all
 * tables of every scenario are in the Excel workbook): the document of the
 * largest case stays quick to make and to open.
 */

type Block = Paragraph | Table | TableOfContents;

interface Style {
  bold?: boolean;
  italics?: boolean;
}

/** The document's one numbered-list definition: "1." then "a." for a nested item. */
const NUMBERED_LIST = 'report-numbered-list';
const NUMBERING = {
  config: [
    {
      reference: NUMBERED_LIST,
      levels: [
        {
          level: 0,
          format: LevelFormat.DECIMAL,
          text: '%1.',
          alignment: AlignmentType.START,
          style: { paragraph: { indent: { left: 720, hanging: 360 } } },
        },
        {
          level: 1,
          format: LevelFormat.LOWER_LETTER,
          text: '%2.',
          alignment: AlignmentType.START,
          style: { paragraph: { indent: { left: 1440, hanging: 360 } } },
        },
      ],
    },
  ],
};

const SKIP = new Set(['svg', 'style', 'script', 'button', 'nav', 'input', 'select', 'caption', 'colgroup']);
/** Elements that hold runs of text: their own text becomes a paragraph (a signature block's name and date). */
const hasOwnText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
const SKIP_CLASSES = ['d-print-none', 'print-toolbar', 'visually-hidden', 'report-warnings'];

const skipped = (el: Element) => SKIP.has(el.tagName.toLowerCase()) || SKIP_CLASSES.some((c) => el.classList.contains(c));

/** Inline runs of an element's content; a block-level span (d-block) or <br> starts a new line. */
function runs(node: Node, style: Style = {}, out: ParagraphChild[] = []): ParagraphChild[] {
  node.childNodes.forEach((child) => {
    if (child.nodeType === 3) {
      const text = (child.textContent ?? '').replace(/\s+/g, ' ');
      if (text.trim() !== '' || (text === ' ' && out.length > 0)) out.push(new TextRun({ text, ...style }));
      return;
    }
    if (child.nodeType !== 1) return;
    const el = child as Element;
    if (skipped(el)) return;
    const tag = el.tagName.toLowerCase();
    if (tag === 'br') {
      out.push(new TextRun({ text: '', break: 1 }));
      return;
    }
    const next: Style = {
      ...style,
      ...(tag === 'strong' || tag === 'b' || tag === 'th' ? { bold: true } : {}),
      ...(tag === 'em' || tag === 'i' ? { italics: true } : {}),
    };
    const block = el.classList.contains('d-block') || tag === 'div' || tag === 'p';
    if (block && out.length > 0) out.push(new TextRun({ text: '', break: 1 }));
    runs(el, next, out);
  });
  return out;
}

const cellParagraph = (el: Element, right: boolean, bold = false) =>
  new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: runs(el, bold ? { bold: true } : {}) });

/** An HTML table as a Word table; its <thead> rows repeat at the top of each page. */
function htmlTable(table: Element): Table {
  const rows: TableRow[] = [];
  table.querySelectorAll(':scope > thead > tr, :scope > tbody > tr, :scope > tfoot > tr, :scope > tr').forEach((tr) => {
    const header = tr.parentElement?.tagName.toLowerCase() === 'thead';
    const footer = tr.parentElement?.tagName.toLowerCase() === 'tfoot';
    const cells = [...tr.children].map(
      (td) =>
        new TableCell({
          columnSpan: Number(td.getAttribute('colspan') ?? '1'),
          children: [cellParagraph(td, td.classList.contains('num'), header || footer)],
        }),
    );
    if (cells.length > 0) rows.push(new TableRow({ tableHeader: header, cantSplit: true, children: cells }));
  });
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows });
}

/** An appendix table built from the report model and the screen's column definitions (every figure as on screen). */
function appendixTable(page: TablePage): Table {
  const columns = exportColumns(page);
  const cell = (text: string, right: boolean, bold = false) =>
    new TableCell({
      children: [
        new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text, bold, size: 16 })] }),
      ],
    });
  const header = new TableRow({ tableHeader: true, cantSplit: true, children: columns.map((c) => cell(c.header, c.key !== 'Year', true)) });
  const body =
    page.rows.length === 0
      ? [
          new TableRow({
            children: [new TableCell({ columnSpan: columns.length, children: [new Paragraph('No loss falls in this period.')] })],
          }),
        ]
      : page.rows.map((row) => new TableRow({ cantSplit: true, children: columns.map((c) => cell(cellText(c, row), c.key !== 'Year')) }));
  const total = new TableRow({
    cantSplit: true,
    children: columns.map((c, i) => cell(i === 0 ? 'Total' : c.total ? cellText(c, page.totals) : '', i > 0, true)),
  });
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [header, ...body, total] });
}

/** The appendix tables the Word document carries: those of the chosen scenarios, numbered as in the report (the workbook has all). */
export function wordAppendixPages(data: ReportData): { appendix: Appendix; page: TablePage; index: number }[] {
  return data.appendices.flatMap((appendix) =>
    appendix.pages.map((page, index) => ({ appendix, page, index })).filter(({ page }) => pageMatchesSelection(page, data.selection)),
  );
}

function appendixBlocks(data: ReportData): Block[] {
  return wordAppendixPages(data).flatMap(({ appendix, page, index }): Block[] => [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      pageBreakBefore: true,
      children: [new TextRun(`Table ${tableNumber(appendix.letter, index)}. ${page.title}`)],
    }),
    new Paragraph({
      children: [new TextRun({ text: `Appendix ${appendix.letter}: ${appendix.title} · ${page.scenario}`, italics: true })],
    }),
    ...page.header.map(
      (fact) => new Paragraph({ children: [new TextRun({ text: `${fact.label}: `, bold: true }), new TextRun(fact.value)] }),
    ),
    appendixTable(page),
    ...(page.side === 'past'
      ? [new Paragraph({ children: [new TextRun({ text: 'Past losses are not discounted: the discount factor is 1.', italics: true })] })]
      : []),
  ]);
}

/** Walks the printed report's HTML into Word blocks. */
function blocksOf(root: Element, data: ReportData, withAppendices: boolean): Block[] {
  const blocks: Block[] = [];
  const numberedLists = new Map<Element, number>();
  let appendicesDone = false;
  const walk = (el: Element, inCover: boolean) => {
    if (skipped(el)) return;
    const tag = el.tagName.toLowerCase();
    if (el.classList.contains('appendix-page')) {
      // The appendix tables from the model and the screen's column definitions, numbered as on screen.
      if (!appendicesDone) blocks.push(...appendixBlocks(data));
      appendicesDone = true;
      return;
    }
    if (tag === 'section' && el.querySelector('.toc-list')) {
      blocks.push(new Paragraph({ heading: HeadingLevel.TITLE, pageBreakBefore: true, children: [new TextRun('Table of Contents')] }));
      blocks.push(new TableOfContents('Table of Contents', { hyperlink: true, headingStyleRange: '1-2' }));
      return;
    }
    const cover = inCover || el.classList.contains('cover-page');
    // One cover layout: every line of the cover centred, as the printed cover is.
    const align = cover ? AlignmentType.CENTER : undefined;
    if (tag === 'figure' && el.hasAttribute('data-exhibit')) {
      const caption = el.querySelector('figcaption');
      if (caption) blocks.push(new Paragraph({ keepNext: true, children: runs(caption, { bold: true }) }));
      // The exhibit as a native Word chart drawn from the same series as the screen's (its data opens in Excel).
      const chart = exhibitChart(data, el.getAttribute('data-exhibit')!);
      if (chart) blocks.push(new Paragraph({ children: [chart] }));
      return;
    }
    if (tag === 'img') {
      const image = imageOfDataUrl(el.getAttribute('src') ?? '', el.getAttribute('alt') ?? '');
      if (image) blocks.push(new Paragraph({ alignment: align, children: [new ImageRun(image)] }));
      return;
    }
    switch (tag) {
      case 'h1':
        blocks.push(new Paragraph({ heading: cover ? HeadingLevel.TITLE : HeadingLevel.HEADING_1, alignment: align, children: runs(el) }));
        return;
      case 'h2':
        blocks.push(
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            pageBreakBefore: el.classList.contains('report-section-title'),
            alignment: align,
            children: runs(el),
          }),
        );
        return;
      case 'h3':
        blocks.push(new Paragraph({ heading: HeadingLevel.HEADING_2, alignment: align, children: runs(el) }));
        return;
      case 'h4':
      case 'h5':
      case 'h6':
        blocks.push(new Paragraph({ heading: HeadingLevel.HEADING_3, alignment: align, children: runs(el) }));
        return;
      case 'p':
      case 'figcaption':
      case 'blockquote':
        blocks.push(new Paragraph({ alignment: align, children: runs(el) }));
        return;
      case 'li': {
        const level = el.parentElement?.closest('li') ? 1 : 0;
        const list = el.parentElement;
        if (list?.tagName.toLowerCase() === 'ol') {
          // A numbered list stays numbered, counting from 1 in each list (one numbering instance per <ol>).
          let instance = numberedLists.get(list);
          if (instance === undefined) numberedLists.set(list, (instance = numberedLists.size + 1));
          blocks.push(new Paragraph({ numbering: { reference: NUMBERED_LIST, level, instance }, children: runs(el) }));
        } else blocks.push(new Paragraph({ bullet: { level }, children: runs(el) }));
        el.querySelectorAll(':scope > ul > li, :scope > ol > li').forEach((li) => walk(li, cover));
        return;
      }
      case 'dt':
        blocks.push(new Paragraph({ keepNext: true, alignment: align, children: runs(el, { bold: true }) }));
        return;
      case 'dd':
        blocks.push(new Paragraph(cover ? { alignment: align, children: runs(el) } : { indent: { left: 360 }, children: runs(el) }));
        return;
      case 'table':
        blocks.push(htmlTable(el));
        blocks.push(new Paragraph(''));
        return;
      default:
        // A block with its own text (the signature block's name, credentials and date) is a paragraph; images inside it stay images.
        if (hasOwnText(el)) {
          blocks.push(new Paragraph({ alignment: align, children: runs(el) }));
          el.querySelectorAll('img').forEach((img) => walk(img, cover));
        } else [...el.children].forEach((child) => walk(child, cover));
    }
  };
  [...root.children].forEach((child) => walk(child, false));
  if (withAppendices && !appendicesDone && data.appendices.length > 0) blocks.push(...appendixBlocks(data));
  return blocks;
}

/** The first family of a CSS font stack: "'Times New Roman', Tinos, serif" → "Times New Roman". */
const wordFont = (fontFamily: string) => (fontFamily.split(',')[0] ?? 'Arial').trim().replace(/^['"]|['"]$/g, '');

export interface WordInput {
  /** The print view's markup (renderReportHtml). */
  html: string;
  data: ReportData;
  /** The report's CSS font stack. */
  fontFamily: string;
  /** Running header text (the case caption). */
  headerText: string;
  /** An issued version's line, printed in the footer of every page above the page number. */
  issuedLine?: string;
  /** False for a document of a few sections (the standalone rebuttal report): no appendix tables after them. */
  appendices?: boolean;
}

export function buildDocument({ html, data, fontFamily, headerText, issuedLine, appendices = true }: WordInput): Document {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const root = parsed.querySelector('.print-document') ?? parsed.body;
  const font = wordFont(fontFamily);
  return new Document({
    creator: 'Economic Damages Report',
    title: `Economic Damages Report - ${data.facts.name}`,
    features: { updateFields: true },
    numbering: NUMBERING,
    styles: {
      default: {
        // Space after each paragraph, as the printed report's paragraphs have.
        document: { run: { font, size: 22 }, paragraph: { spacing: { after: 120 } } },
        heading1: { run: { font, size: 30, bold: true } },
        heading2: { run: { font, size: 26, bold: true } },
        heading3: { run: { font, size: 23, bold: true } },
        title: { run: { font, size: 40, bold: true } },
      },
    },
    sections: [
      {
        properties: { page: { size: { width: 12240, height: 15840 }, margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } },
        headers: {
          default: new Header({
            children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: headerText, size: 16 })] })],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              ...(issuedLine === undefined
                ? []
                : [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: issuedLine, size: 16 })] })]),
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 18 })],
              }),
            ],
          }),
        },
        children: blocksOf(root, data, appendices),
      },
    ],
  });
}
