/** What a page extension adds to the generic form page (index.ts puts a form's together). */
import type { ComponentType, ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { UiSchema } from '../../../engine/core/types.ts';
import type { Language } from '../../../texts/index.ts';
import type { Draft } from '../useDraft.ts';

export type Data = Record<string, unknown>;

/** What an extension is given: the page's language and the form's draft (its data, its news). */
export interface ExtensionContext {
  language: Language;
  draft: Draft;
}

/** What an extension adds to the page; every part is optional. */
export interface ExtensionParts {
  /**
   * Whether the form may open: `checking` shows a spinner, `{ failed }` that text in its place;
   * absent or `open`, it opens. The first of a form's extensions that holds it back decides.
   */
  opening?: 'checking' | 'open' | { failed: string };
  /**
   * Where the form starts: null while it is still being fetched; absent, no say. The first of a
   * form's extensions that says decides. The same object until it changes.
   */
  start?: Data | null;
  /** What the page tells above the form (role alert), or null. */
  alert?: string | null;
  /** Told of every change of the form's data. */
  onChange?: (data: Data) => void;
  /** Widgets the form's UI schema may name. */
  widgets?: Record<string, ComponentType<WidgetProps>>;
  /** The UI schema as this page renders it. */
  uiSchema?: (uiSchema: UiSchema) => UiSchema;
  /** Around the form (a context its widgets read). */
  wrap?: (form: ReactNode) => ReactNode;
  /** A new form after one was sent: forget what was looked up. */
  reset?: () => void;
}
