/**
 * The messages between the designer and its preview frame (preview.html, same origin): the frame
 * has a viewport of its own, so the form is laid out at 375 or 1280 px as a phone or a desktop
 * lays it out (the engine's and portal's media queries apply), not merely in a narrower box.
 */
import type { Language } from '../../../texts/index.ts';

export interface PreviewInput {
  type: 'preview-form';
  form: string;
  schemaText: string;
  uiText: string;
  registers: Record<Language, Record<string, string>>;
  language: Language;
  /** The designer's own language, for the frame's own messages. */
  designerLanguage: Language;
  /** Data to start from (an example), or none. */
  data?: object;
  /** A new value starts the form again (a new example, language or definition). */
  version: string;
}

export type PreviewOutput =
  | { type: 'preview-ready' }
  | { type: 'preview-data'; version: string; data: object }
  | { type: 'preview-submitted'; version: string };

export const isPreviewOutput = (value: unknown): value is PreviewOutput =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { type?: unknown }).type === 'string' &&
  (value as { type: string }).type.startsWith('preview-') &&
  (value as { type: string }).type !== 'preview-form';
