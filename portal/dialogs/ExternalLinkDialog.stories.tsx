/**
 * The warning before an external link, open (the toolbar chooses fi or sv), for the footer's
 * accessibility statement link of the story's language. `open` and `href` are controls.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { componentDocs } from '../../engine/react/stories/componentDocs.ts';
import { FOOTER_LINKS } from '../layout/externalLinks.ts';
import { DIALOG_KEYBOARD, DIALOG_SCREEN_READER } from './dialog.story-helpers.ts';
import { ExternalLinkDialog } from './ExternalLinkDialog.tsx';
import '../portal.css';

/** The footer's accessibility statement link, by language. */
const statement = FOOTER_LINKS.find((link) => link.key === 'accessibility')?.href;

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: 'Tells the user that a link leaves the service and opens in a new tab, and shows where it goes.',
  use: "Every link to another site (the footer's links, the statement's links) opens through this dialog; 'Jatka' opens the address in a new tab. A link inside the service never uses it.",
  states:
    "Open, with the footer's accessibility statement address of the story's language (the `href` control takes any other).",
  texts:
    "142030 the heading, 142031 the text, 142032 the address, 142003 'Jatka' (with 142002 'Avautuu uuteen välilehteen' for a screen reader), 142004 'Peruuta', 142001 'Sulje'.",
  keyboard: `${DIALOG_KEYBOARD} Focus starts on 'Jatka'.`,
  screenReader: `${DIALOG_SCREEN_READER} The address is read as part of the description.`,
});

const meta = {
  title: 'Portal/Dialogs/External link',
  component: ExternalLinkDialog,
  parameters: { ...docs, controls: { include: ['open', 'href'] } },
  render: (args) => (
    <div lang={args.language}>
      <ExternalLinkDialog {...args} href={args.href || (statement?.[args.language ?? 'fi'] ?? '')} />
    </div>
  ),
  args: { language: 'fi', open: true, href: '', onClose: fn() },
} satisfies Meta<typeof ExternalLinkDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExternalLink: Story = {};
