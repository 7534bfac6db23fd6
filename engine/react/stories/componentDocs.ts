/**
 * The Docs page of a component in Storybook (issue 32): what a designer needs to know besides
 * seeing its stories, in the same sections for every widget, template, dialog and page. A story
 * file's meta takes `parameters: componentDocs({...})`; autodocs (.storybook/preview.tsx) puts the
 * text above the component's stories and props. The stories test fails for a story file without
 * every section.
 */

export interface ComponentDocs {
  /** What it is for, in a sentence or two. */
  purpose: string;
  /** When to use it, and what to use instead when it does not fit. */
  use: string;
  /** Its states, as the stories show them. */
  states: string;
  /** The texts it shows of its own: text codes of texts/ (a field's label comes from its form). */
  texts: string;
  /** What the keyboard does. */
  keyboard: string;
  /** What a screen reader announces. */
  screenReader: string;
}

/** What the keyboard does on every page in the shell; a page's Docs add what is its own. */
export const PAGE_KEYBOARD =
  "'Siirry pääsisältöön' is the first Tab stop; Tab then goes through the header (language, profile menu), " +
  "the sidebar's links and the page's own controls in reading order. Below 992 px the sidebar opens from the menu button.";

/** What a screen reader announces on every page in the shell; a page's Docs add what is its own. */
export const PAGE_SCREEN_READER =
  "The page title is read on arrival ('page – service – organisation'); landmarks: banner, navigation, main, contentinfo; " +
  'one level-1 heading per page. Loading, results and failures are said in a polite live region.';

/** The sections in the order the page shows them, with their headings. */
export const DOCS_SECTIONS: readonly (readonly [keyof ComponentDocs, string])[] = [
  ['purpose', 'What it is for'],
  ['use', 'When to use it'],
  ['states', 'States'],
  ['texts', 'Texts'],
  ['keyboard', 'Keyboard'],
  ['screenReader', 'Screen reader'],
];

/** The story file's `parameters` for its Docs page (markdown, one heading per section). */
export function componentDocs(docs: ComponentDocs): { docs: { description: { component: string } } } {
  const component = DOCS_SECTIONS.map(([key, heading]) => `#### ${heading}\n\n${docs[key].trim()}`).join(
    '\n\n',
  );
  return { docs: { description: { component } } };
}
