/**
 * What summaryPdf.ts uses of fontkit 2 (pdfkit's font engine, which ships no types of its own).
 * `_tables` is the font's cache of decoded tables, which fontkit's own `getVariation()` shares
 * between the fonts of one file.
 */
declare module 'fontkit' {
  export type FontTables = Record<string, unknown>;
  /** What pdfkit reads of a glyph. */
  export interface Glyph {
    id: number;
    advanceWidth: number;
    codePoints: number[];
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  /** A shaped run of text: what pdfkit reads of fontkit's GlyphRun. */
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    readonly advanceWidth: number;
  }
  export interface Font {
    layout(text: string, features?: string[] | Record<string, boolean>): GlyphRun;
    _tables: FontTables;
  }
  /** Parses a font file; its tables are decoded when first used. */
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
