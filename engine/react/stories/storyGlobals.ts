/**
 * Storybook's toolbar globals as the stories read them (.storybook/preview.tsx defines the toolbar):
 * the language a story renders in, for the play functions that type and look for its texts. A story
 * is written once; the toolbar (or the stories test) chooses its language.
 */
import type { Language } from '../../../texts/index.ts';

/** The toolbar's language: Finnish unless Swedish is chosen. */
export function storyLanguage(context: { globals: Record<string, unknown> }): Language {
  return context.globals['language'] === 'sv' ? 'sv' : 'fi';
}
