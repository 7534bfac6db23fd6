/** What a page extension adds to the generic form page (index.ts puts a form's together). */
import type { ComponentType, ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { UiSchema } from '../../../engine/core/types.ts';
import type { Language } from '../../../texts/index.ts';
import type { Draft } from '../useDraft.ts';

export type Data = Record<string, unknown>;

/** What an extension is given: the page's language, the form's draft (its data, its news), the path's parameters. */
export interface ExtensionContext {
  language: Language;
  draft: Draft;
  /** The parameters of the form's path (a staff form's `:applicationId`). */
  pathParams: Readonly<Record<string, string>>;
}

/** Once the form is sent: what the page offers beyond its confirmation. */
export interface SentParts {
  /** The PDF of what was sent, from the operation's answer (else the receipt's stored document's). */
  pdf?: (answer: unknown) => (() => Promise<{ blob: Blob; fileName: string }>) | undefined;
  /** Under the confirmation (a way back). */
  after?: ReactNode;
  /** No 'make a new one' and no links home (a staff form: the way back is to the customer). */
  plain?: boolean;
}

/** What an extension adds to the page; every part is optional. */
export interface ExtensionParts {
  /**
   * Whether the form may open: `checking` shows a spinner, `{ failed }` that text in its place,
   * `{ instead }` that in place of the page (given the page's title); absent or `open`, it opens. The first of a form's
   * extensions that holds it back decides.
   */
  opening?: 'checking' | 'open' | { failed: string } | { instead: (title: string) => ReactNode };
  /** Above the page's heading (a way back) and under it (what the form is about). */
  above?: ReactNode;
  below?: ReactNode;
  /** The operation's parameters beyond a draft's (a staff form's customer and case). */
  params?: Readonly<Record<string, string>>;
  /** What the page says when sending fails otherwise than on the fields; null: its own words. */
  failure?: (error: unknown) => string | null;
  sent?: SentParts;
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
