/**
 * What every story shares: the design tokens and the engine's theme, the toolbar (language, width,
 * app mode), the accessibility panel's rules and a docs page per component.
 *
 * The toolbar's language and app mode reach a story through its `language` and `appMode` args: a
 * story is written once and renders in any combination. A story whose content belongs to one
 * language or mode sets it with `globals` (the toolbar then shows it locked), e.g. the staff area's
 * `globals: { appMode: 'intra' }`.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { STORY_A11Y } from '../design/accessibility.ts';
import { LANGUAGES } from '../texts/index.ts';
import { storyLanguage } from '../engine/react/stories/storyGlobals.ts';
import { loadStoryTexts } from '../engine/react/stories/storyTexts.ts';
import '../design/tokens.css';
import '../engine/react/theme.css';

/** The widths a designer checks: a phone, a tablet (below the 992 px breakpoint) and a desktop. */
export const STORY_VIEWPORTS = {
  phone: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet, 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export const APP_MODES = ['default', 'ekevi', 'intra'] as const;

/** The toolbar's language and app mode, handed to the story as its args of the same names. */
const withToolbarGlobals: Decorator = (Story, context) => {
  const args: Record<string, unknown> = { ...context.args };
  const language = storyLanguage(context);
  if ('language' in args) args['language'] = language;
  if ('appMode' in args) {
    const mode = context.globals['appMode'];
    args['appMode'] = APP_MODES.includes(mode) ? mode : 'default';
  }
  // The frame's own language, as the portal's index.html has it (screen readers, hyphenation).
  document.documentElement.lang = language;
  return <Story args={args} />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withToolbarGlobals],
  // The toolbar's language is fetched before the story renders (Storybook runs the loaders again
  // when the toolbar changes); a story that speaks both languages (/virhe) sets `bothLanguages`.
  loaders: [
    async (context) => {
      const languages = context.parameters['bothLanguages'] ? LANGUAGES : [storyLanguage(context)];
      await Promise.all(languages.map(loadStoryTexts));
      return {};
    },
  ],
  globalTypes: {
    language: {
      description: 'Language of the texts (the text register, as the portal loads it)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'fi', title: 'suomi', right: 'fi' },
          { value: 'sv', title: 'svenska', right: 'sv' },
        ],
        dynamicTitle: true,
      },
    },
    appMode: {
      description: 'App mode (SPEC §1): the landlords’ portal, the file exchange or the staff area',
      toolbar: {
        title: 'App mode',
        icon: 'switchalt',
        items: APP_MODES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    language: 'fi',
    appMode: 'default',
    viewport: { value: 'desktop', isRotated: false },
  },
  argTypes: {
    // Chosen in the toolbar, not per story.
    language: { table: { disable: true } },
    appMode: { table: { disable: true } },
  },
  parameters: {
    controls: { expanded: true },
    viewport: { options: STORY_VIEWPORTS },
    a11y: STORY_A11Y,
  },
};
export default preview;
