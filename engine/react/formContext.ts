import type { Language, Translate } from '../../texts/index.ts';

/** What every widget, field and template receives as `registry.formContext`. */
export interface EngineFormContext {
  language: Language;
  /** Looks a text code up in the current language. */
  t: Translate;
  /** Says a message through the form's polite live region (screen readers). */
  announce: (message: string) => void;
}

export function engineContext(formContext: unknown): EngineFormContext {
  const context = formContext as Partial<EngineFormContext> | undefined;
  if (!context?.t || !context.language || !context.announce) {
    throw new Error('engine: the form was rendered without an EngineFormContext');
  }
  return context as EngineFormContext;
}
