/**
 * The portal's layout around a page, in Finnish and Swedish (`ShellStory` of
 * shell.story-helpers.tsx): a private person on the front page; an organisation's representative
 * acting for an organisation (the profile menu shows 'company / name', the info bar the
 * organisation, the sidebar 'choose company'); the same person at a mobile width (the sidebar
 * behind the menu button); logged out, where a public page gets the header and footer only; and a
 * language switch whose texts could not be loaded (the page stays in its language and says so);
 * the skip link as the first Tab shows it; the profile menu opened from the keyboard.
 *
 * The layout works as in the portal: the language dropdown, the profile menu, the sidebar's links,
 * log out (the confirmation dialog) and the footer's links (the external-link dialog).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { t, type Language } from '../../texts/index.ts';
import { LANGUAGE_FAILED_CODE, LANGUAGE_LABEL_CODE } from '../LanguageSelect.tsx';
import { PATHS } from '../guards/paths.ts';
import { LAYOUT_CODES } from './codes.ts';
import {
  ShellStory,
  STORY_ORGANISATIONS,
  STORY_PERSON,
  STORY_REPRESENTATIVE,
  withOrganisationRoles,
  type ShellStoryProps,
} from '../shell.story-helpers.tsx';
import { storyLanguage } from '../../engine/react/stories/storyGlobals.ts';
import {
  componentDocs,
  PAGE_KEYBOARD,
  PAGE_SCREEN_READER,
} from '../../engine/react/stories/componentDocs.ts';

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    "The portal's frame around every page: header with language and profile menu, sidebar, info bar, footer.",
  use: 'Every logged-in page is inside it; public pages (logged out, session expired) show the header and footer only.',
  states:
    "A private person; an organisation's representative; a phone width (sidebar behind the menu button); long Finnish compound words in the names, at desktop and phone width; a public page; a failed language switch; the skip link focused; the profile menu opened from the keyboard.",
  texts: '143xxx (portal/layout/codes.ts): skip link, navigation, profile menu, info bar, footer links.',
  keyboard: `${PAGE_KEYBOARD} Escape closes the profile menu and the phone-width sidebar, and focus returns to the button that opened it.`,
  screenReader: `${PAGE_SCREEN_READER} The language switch says when the other language's texts could not be loaded.`,
});

const meta = {
  title: 'Portal/Layout',
  component: ShellStory,
  // The sidebar's 'choose company' leads to the company page: give it the representative's list.
  decorators: [withOrganisationRoles(STORY_ORGANISATIONS)],
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  args: { language: 'fi', appMode: 'default', user: { status: 'ready', user: STORY_PERSON }, path: '/' },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const story = (args: Partial<ShellStoryProps> = {}): Story => ({ args });

export const Person = story();

const representative: Partial<ShellStoryProps> = {
  user: { status: 'ready', user: STORY_REPRESENTATIVE },
};
export const Organisation = story(representative);

/** Long Finnish compound words in the header, the info bar and the profile menu, at any width. */
const longNames: Partial<ShellStoryProps> = {
  user: {
    status: 'ready',
    user: {
      ...STORY_REPRESENTATIVE,
      name: 'Anna-Kaisa Vähämäki-Kärkkäinen',
      company: 'Asunto-osakeyhtiö Lauttasaarentienkulmanvuokrakiinteistöt',
    },
  },
};
export const LongNames = story(longNames);
export const LongNamesPhone: Story = {
  ...story(longNames),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Below 992 px: the sidebar hides behind the menu button. */
const mobile: Partial<Story> = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const PersonMobile: Story = { ...story(), ...mobile };

/** A public page (here /kirjaudu-ulos) for a user without a session: header and footer only. */
const loggedOut: Partial<ShellStoryProps> = { user: { status: 'anonymous' }, path: PATHS.loggedOut };
export const LoggedOut = story(loggedOut);

/** The other language's texts could not be loaded: the page keeps its language and says so. */
const languageFails: Story = {
  args: { languageFails: true },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    const canvas = within(canvasElement);
    const other: Language = language === 'fi' ? 'sv' : 'fi';
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t(language, LANGUAGE_LABEL_CODE) }),
      other,
    );
    await canvas.findByText(t(language, LANGUAGE_FAILED_CODE));
  },
};
export const LanguageSwitchFailed: Story = {
  ...languageFails,
  args: { language: 'fi', languageFails: true },
};

/** The first Tab of the page: the skip link shows, focused. */
export const SkipLinkFocused: Story = {
  ...story(),
  play: async ({ canvasElement, globals }) => {
    const skip = within(canvasElement).getByRole('link', {
      name: t(storyLanguage({ globals }), LAYOUT_CODES.skipToContent),
    });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
  },
};

/** The profile menu opened from the keyboard (Tab to it, Enter): its items, the button expanded. */
export const ProfileMenuOpen: Story = {
  ...story(representative),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      expanded: false,
      name: new RegExp(STORY_REPRESENTATIVE.name),
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};
