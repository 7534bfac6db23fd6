/**
 * The PDF of a form's summary model (SPEC §3 "Summary view"): the same model the check-your-answers
 * step shows, rendered as a tagged PDF (PDF/UA-style) with pdfkit.
 *
 * Structure: Document > H1 (title), P (name), and per segment H2 (subtitle) + Table of TR > TH
 * (scope Row, the field's label) + TD (its value). The agency header, the page numbers, the date of
 * printing and the row rules are artifacts. The font is DejaVu Sans (dejavu-fonts-ttf), embedded
 * as a subset, so every Finnish and Swedish letter (å ä ö é €) is in the file.
 *
 * It takes the CPU for ~10 ms (a form, once the thread has rendered one: the fonts' tables decoded
 * and its words shaped, see documentFont) to seconds (thousands of rows), so routes never call it
 * on the request thread: they call `renderPdf` (renderPdf.ts), which runs it in a thread of the
 * worker pool (../work/).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  create as createFont,
  type Font,
  type FontTables,
  type Glyph,
  type GlyphPosition,
  type GlyphRun,
} from 'fontkit';
import PDFDocument from 'pdfkit';
import type { SummaryModel, SummarySegment } from '../../engine/core/summary.ts';
import { formatDateForPerson } from '../../engine/core/format.ts';
import {
  keptTranslators,
  translatorFor,
  type Language,
  type TextRegister,
  type Translate,
} from '../../texts/index.ts';
import { helsinkiDayOf } from '../dates.ts';
import { PDF_TEXT_CODES } from '../../api/documentTexts.ts';

export interface SummaryPdfOptions {
  language: Language;
  /** The moment the PDF is printed (shown as a date in Helsinki time); now by default. */
  producedAt?: Date;
  /**
   * The frame's texts (PDF_TEXT_CODES) as a form version keeps them (server/forms/versions.ts):
   * a document already sent keeps its words when the register's change. The register's by default.
   */
  frame?: TextRegister;
}

const LANG_TAGS: Record<Language, string> = { fi: 'fi-FI', sv: 'sv-FI' };

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const FONT_FILES = {
  regular: join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
} as const;

const REGULAR = 'Body';
const BOLD = 'Body-Bold';

const PAGE = {
  size: 'A4',
  margins: { top: 76, bottom: 64, left: 56, right: 56 },
} as const;

const SIZES = { header: 8.5, h1: 17, name: 12, h2: 12.5, cell: 9.5 } as const;
const COLORS = { text: '#1a1a1a', muted: '#555555', rule: '#c8c8c8' } as const;
/** The label column's share of the text width. */
const KEY_SHARE = 0.4;
const COLUMN_GAP = 12;
const ROW_PADDING = 4;
/** A segment at most 1/KEEP_TOGETHER_SHARE of a page high is never split across pages. */
const KEEP_TOGETHER_SHARE = 3;

interface SharedFont {
  bytes: Buffer;
  /** fontkit's decoded tables of the file, filled as documents use them. */
  tables?: FontTables;
  /** Words shaped in this font by earlier documents (pdfkit lays text out a word at a time). */
  layouts: Map<string, LaidOut>;
}

/** A shaped word as plain data: what pdfkit reads of its glyphs, and their positions. */
interface LaidOut {
  glyphs: Glyph[];
  positions: GlyphPosition[];
}

/** The most words kept shaped per font (a summary has a few hundred different ones). */
const LAID_OUT_WORDS = 5_000;

let fonts: { regular: SharedFont; bold: SharedFont } | undefined;

/**
 * The font for one document: a fontkit font of its own over the file read once per process, with
 * the tables decoded once per process and each word shaped once per process. Decoding the tables
 * (the character map, and DejaVu Sans's large GSUB and GPOS of ligatures and kerning) was most of a
 * render's time when each document parsed the fonts anew, and shaping the words (the same labels
 * and texts in every summary) most of the rest. The glyphs stay each document's own: one fontkit
 * font shared whole between documents (pdfkit accepts one) lost glyphs from the second document's
 * text, because the subsetting of a document creates glyph objects without their characters (the
 * parts of a composite glyph like ö), which the next document's text then reused. The decoded
 * tables are read-only data, shared between fonts of one file just as fontkit's own
 * `getVariation()` does; a shaped word is kept as plain numbers (no glyph object, which would keep
 * its document's font alive), and every document gets its own copy of the positions, which pdfkit
 * scales in place.
 */
function documentFont(shared: SharedFont): Font {
  const font = createFont(shared.bytes);
  if (shared.tables) font._tables = shared.tables;
  else shared.tables = font._tables;
  const layout = font.layout.bind(font);
  font.layout = (text, features): GlyphRun => {
    if (features !== undefined) return layout(text, features);
    let laidOut = shared.layouts.get(text);
    if (!laidOut) {
      const run = layout(text);
      laidOut = {
        glyphs: run.glyphs.map(({ id, advanceWidth, codePoints }) => ({ id, advanceWidth, codePoints })),
        positions: run.positions.map((position) => ({ ...position })),
      };
      if (shared.layouts.size >= LAID_OUT_WORDS) shared.layouts.delete(shared.layouts.keys().next().value!);
      shared.layouts.set(text, laidOut);
    }
    const positions = laidOut.positions.map((position) => ({ ...position }));
    return {
      glyphs: laidOut.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((width, position) => width + position.xAdvance, 0);
      },
    };
  };
  return font;
}

function registerFonts(doc: PDFKit.PDFDocument): void {
  fonts ??= {
    regular: { bytes: readFileSync(FONT_FILES.regular), layouts: new Map() },
    bold: { bytes: readFileSync(FONT_FILES.bold), layouts: new Map() },
  };
  // pdfkit takes a fontkit font where its types say a file (its PDFFontFactory checks for `layout`).
  doc.registerFont(REGULAR, documentFont(fonts.regular) as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(BOLD, documentFont(fonts.bold) as unknown as PDFKit.Mixins.PDFFontSource);
}

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** pdfkit's structure elements take `scope` (Table attribute) although its types do not say so. */
type CellOptions = PDFKit.Mixins.StructureElementOptions & { scope?: 'Row' | 'Column' | 'Both' };

class SummaryRenderer {
  private readonly left: number;
  private readonly width: number;
  private readonly doc: Doc;
  private readonly t: Translate;

  constructor(doc: Doc, t: Translate) {
    this.doc = doc;
    this.t = t;
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  private get usableHeight(): number {
    return this.doc.page.height - this.doc.page.margins.top - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` still fits on this one (or would not fit on any page). */
  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom && this.doc.y > this.doc.page.margins.top) {
      this.doc.addPage();
    }
  }

  private textHeight(text: string, font: string, size: number, width: number): number {
    this.doc.font(font).fontSize(size);
    return this.doc.heightOfString(text, { width });
  }

  render(summary: SummaryModel): void {
    const { doc } = this;
    const root = doc.struct('Document');
    doc.addStructure(root);

    root.add(
      doc.struct('H1', {}, () => {
        doc.font(BOLD).fontSize(SIZES.h1).fillColor(COLORS.text);
        doc.text(summary.title, this.left, doc.y, { width: this.width });
      }),
    );
    if (summary.name) {
      doc.moveDown(0.3);
      root.add(
        doc.struct('P', {}, () => {
          doc.font(REGULAR).fontSize(SIZES.name).fillColor(COLORS.text);
          doc.text(summary.name, this.left, doc.y, { width: this.width });
        }),
      );
    }
    for (const segment of summary.segments) this.segment(root, segment);
    root.end();
  }

  private keyWidth(): number {
    return Math.floor(this.width * KEY_SHARE);
  }

  private valueWidth(): number {
    return this.width - this.keyWidth() - COLUMN_GAP;
  }

  private rowHeight(key: string, value: string): number {
    return Math.max(
      this.textHeight(key, BOLD, SIZES.cell, this.keyWidth()),
      this.textHeight(value, REGULAR, SIZES.cell, this.valueWidth()),
    );
  }

  private segment(root: Struct, segment: SummarySegment): void {
    const { doc } = this;
    const headingGap = 14;
    const headingHeight = this.textHeight(segment.subtitle, BOLD, SIZES.h2, this.width);
    const rows = segment.values.map((value) =>
      segment.type === 'text'
        ? this.textHeight(value.value, REGULAR, SIZES.cell, this.width) + ROW_PADDING
        : this.rowHeight(value.key, value.value) + 2 * ROW_PADDING,
    );
    const whole = headingHeight + 4 + rows.reduce((sum, height) => sum + height, 0);
    // A short segment (a rentee) stays on one page; a heading never stays alone at the foot of one.
    doc.y += headingGap;
    this.ensureSpace(
      whole <= this.usableHeight / KEEP_TOGETHER_SHARE
        ? whole
        : headingHeight + 4 + Math.min(rows[0] ?? 0, this.usableHeight / 2),
    );
    root.add(
      doc.struct('H2', {}, () => {
        doc.font(BOLD).fontSize(SIZES.h2).fillColor(COLORS.text);
        doc.text(segment.subtitle, this.left, doc.y, { width: this.width });
      }),
    );
    doc.y += 4;

    if (segment.type === 'text') {
      for (const paragraph of segment.values) this.paragraph(root, paragraph.value);
      return;
    }
    const table = doc.struct('Table');
    root.add(table);
    for (const value of segment.values) this.row(table, value.key, value.value);
    table.end();
  }

  private paragraph(root: Struct, text: string): void {
    const { doc } = this;
    this.ensureSpace(this.textHeight(text, REGULAR, SIZES.cell, this.width) + ROW_PADDING);
    root.add(
      doc.struct('P', {}, () => {
        doc.font(REGULAR).fontSize(SIZES.cell).fillColor(COLORS.text);
        doc.text(text, this.left, doc.y + ROW_PADDING, { width: this.width });
      }),
    );
    doc.x = this.left;
  }

  private row(table: Struct, key: string, value: string): void {
    const { doc } = this;
    const keyWidth = this.keyWidth();
    const valueX = this.left + keyWidth + COLUMN_GAP;
    this.ensureSpace(this.rowHeight(key, value) + 2 * ROW_PADDING);

    const tr = doc.struct('TR');
    table.add(tr);
    const top = doc.y + ROW_PADDING;
    const startPage = doc.page;
    let keyEnd = top;
    tr.add(
      doc.struct('TH', { scope: 'Row' } as CellOptions, () => {
        doc.font(BOLD).fontSize(SIZES.cell).fillColor(COLORS.muted);
        doc.text(key, this.left, top, { width: keyWidth });
        keyEnd = doc.y;
      }),
    );
    // A label long enough to turn the page (never in practice) puts its value on the new page.
    const valueTop = doc.page === startPage ? top : doc.y;
    const keyPage = doc.page;
    tr.add(
      doc.struct('TD', {}, () => {
        doc.font(REGULAR).fontSize(SIZES.cell).fillColor(COLORS.text);
        doc.text(value, valueX, valueTop, { width: this.valueWidth() });
      }),
    );
    tr.end();
    const end = doc.page === keyPage ? Math.max(keyEnd, doc.y) : doc.y;
    doc.y = end + ROW_PADDING;
    doc.x = this.left;
    this.artifact('Layout', () => {
      doc
        .moveTo(this.left, doc.y)
        .lineTo(this.left + this.width, doc.y)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
    });
  }

  private artifact(type: 'Pagination' | 'Layout', draw: () => void): void {
    this.doc.markContent('Artifact', { type });
    draw();
    this.doc.endMarkedContent();
  }

  /** The agency header and the footer (date of printing, page n/total) of every page. */
  decoratePages(printed: string, kind: string): void {
    const { doc, t } = this;
    const range = doc.bufferedPageRange();
    for (let index = 0; index < range.count; index++) {
      doc.switchToPage(range.start + index);
      const { margins, width, height } = doc.page;
      const bottomMargin = margins.bottom;
      // Writing inside the bottom margin must not start a new page.
      margins.bottom = 0;
      this.artifact('Pagination', () => {
        doc.font(BOLD).fontSize(SIZES.header).fillColor(COLORS.muted);
        const headerY = margins.top - 40;
        doc.text(t(PDF_TEXT_CODES.agency), this.left, headerY, { width: this.width * 0.7, lineBreak: false });
        doc.font(REGULAR);
        doc.text(kind, this.left, headerY, {
          width: this.width,
          align: 'right',
          lineBreak: false,
        });
        doc
          .moveTo(this.left, headerY + 14)
          .lineTo(width - margins.right, headerY + 14)
          .lineWidth(0.5)
          .strokeColor(COLORS.rule)
          .stroke();
        const footerY = height - bottomMargin + 24;
        doc.text(printed, this.left, footerY, { width: this.width, lineBreak: false });
        doc.text(t(PDF_TEXT_CODES.page, { n: index + 1, total: range.count }), this.left, footerY, {
          width: this.width,
          align: 'right',
          lineBreak: false,
        });
      });
      margins.bottom = bottomMargin;
    }
  }
}

/** Renders a summary model as a tagged, font-embedded PDF in the given language. */
export function renderSummaryPdf(summary: SummaryModel, options: SummaryPdfOptions): Promise<Buffer> {
  const { language } = options;
  const producedAt = options.producedAt ?? new Date();
  const t = options.frame
    ? keptTranslators({ fi: {}, sv: {}, [language]: options.frame })[language]
    : translatorFor(language);
  const doc = new PDFDocument({
    pdfVersion: '1.7',
    tagged: true,
    // No default font: every text is in the embedded fonts below. pdfkit's default, Helvetica, is
    // never used, and it parsed Helvetica's metrics file for every document.
    font: '',
    // pdfkit writes the PDF/UA identification (pdfuaid:part 1) into the XMP metadata.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    lang: LANG_TAGS[language],
    displayTitle: true,
    bufferPages: true,
    size: PAGE.size,
    margins: PAGE.margins,
    info: {
      Title: summary.title,
      Subject: summary.kind ?? t(PDF_TEXT_CODES.summary),
      Creator: t(PDF_TEXT_CODES.agency),
      CreationDate: producedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    registerFonts(doc);
    doc.font(REGULAR);
    const renderer = new SummaryRenderer(doc, t);
    renderer.render(summary);
    renderer.decoratePages(
      t(PDF_TEXT_CODES.printed, { date: formatDateForPerson(language, helsinkiDayOf(producedAt)) }),
      summary.kind ?? t(PDF_TEXT_CODES.summary),
    );
    doc.end();
  } catch (error) {
    doc.destroy();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return done;
}
