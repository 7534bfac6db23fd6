/** Reads a PDF back with pdf.js for the tests: pages, text per page, structure tree, bounds. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDF_TEXT_CODES } from '../../api/documentTexts.ts';
import { LANGUAGES, t } from '../../texts/index.ts';

export interface TextItemBox {
  str: string;
  x: number;
  y: number;
  width: number;
}

export interface PageReading {
  text: string;
  width: number;
  height: number;
  items: TextItemBox[];
}

export interface StructNode {
  role?: string;
  type?: string;
  children?: StructNode[];
}

export interface PdfReading {
  pages: PageReading[];
  markInfo: { Marked?: boolean } | null;
  info: Record<string, unknown>;
  structRoles: Set<string>;
  /** The structure tree's top element on page 1 (pdf.js gives one tree per page). */
  firstPageTree: StructNode | null;
}

function collectRoles(node: StructNode | null | undefined, roles: Set<string>): void {
  if (!node) return;
  if (node.role) roles.add(node.role);
  for (const child of node.children ?? []) collectRoles(child, roles);
}

export async function readPdf(buffer: Buffer, { structure = true } = {}): Promise<PdfReading> {
  const pdf = await getDocument({ data: new Uint8Array(buffer), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const pages: PageReading[] = [];
    const structRoles = new Set<string>();
    let firstPageTree: StructNode | null = null;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [, , width, height] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      const items: TextItemBox[] = [];
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        items.push({
          str: item.str,
          x: item.transform[4] as number,
          y: item.transform[5] as number,
          width: item.width,
        });
        text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      pages.push({ text, width, height, items });
      if (structure && (n === 1 || n === pdf.numPages)) {
        const tree = (await page.getStructTree()) as StructNode | null;
        if (n === 1) firstPageTree = tree;
        collectRoles(tree, structRoles);
      }
    }
    const markInfo = (await pdf.getMarkInfo()) as { Marked?: boolean } | null;
    const { info } = await pdf.getMetadata();
    return { pages, markInfo, info: info as Record<string, unknown>, structRoles, firstPageTree };
  } finally {
    await pdf.destroy();
  }
}

/** The text between the page margins (no header or footer), of every page in turn. */
export function bodyText(pages: PageReading[], margins = { top: 76, bottom: 64 }): string {
  return pages
    .map((page) =>
      page.items
        .filter((item) => item.y > margins.bottom && item.y < page.height - margins.top)
        .map((item) => item.str)
        .join(' '),
    )
    .join(' ');
}

/** Text without any whitespace, so that wrapped lines still contain a value. */
export const squeeze = (text: string): string => text.replace(/\s+/g, '');

/** A print date as the PDF's frame says it in either language ("Tulostettu 29.11.2026"), squeezed. */
const PRINTED = new RegExp(
  `(${LANGUAGES.map((language) => squeeze(t(language, PDF_TEXT_CODES.printed, { date: '' }))).join('|')})\\d{2}\\.\\d{2}\\.\\d{4}`,
  'g',
);

/**
 * A PDF's whole text, every page with its header and footer, squeezed (squeeze), without its print
 * date: what may not change between two downloads of a document already sent (issue 43). Throws
 * for a PDF that has no print date, so that a frame left out cannot pass for an unchanged one.
 */
export async function textWithoutPrintDate(pdf: Buffer): Promise<string> {
  const text = squeeze(bodyText((await readPdf(pdf, { structure: false })).pages, { top: 0, bottom: 0 }));
  if (!new RegExp(PRINTED.source).test(text))
    throw new Error(`a PDF without its print date: ${text.slice(0, 80)}…`);
  return text.replace(PRINTED, '');
}
