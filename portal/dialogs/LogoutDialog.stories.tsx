/**
 * The logout confirmation, open (the toolbar chooses fi or sv). `open` is a control; the buttons,
 * Escape and 'Sulje' log their callbacks in the Actions panel.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { componentDocs } from '../../engine/react/stories/componentDocs.ts';
import { DIALOG_KEYBOARD, DIALOG_SCREEN_READER } from './dialog.story-helpers.ts';
import { LogoutDialog } from './LogoutDialog.tsx';
import '../portal.css';

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    'Asks before logging out, so that a slip of the hand does not end the session and lose unsent work.',
  use: "Opened by 'Kirjaudu ulos' in the header's profile menu and the sidebar. Confirming logs out and shows the logged-out page; cancelling leaves everything as it was.",
  states: 'Open (the only state a designer reviews; closed it renders nothing).',
  texts:
    "142010 the heading, 142011 the question, 141011 'Kirjaudu ulos' (confirms), 142004 'Peruuta', 142001 'Sulje'.",
  keyboard: `${DIALOG_KEYBOARD} Focus starts on 'Kirjaudu ulos'.`,
  screenReader: DIALOG_SCREEN_READER,
});

const meta = {
  title: 'Portal/Dialogs/Logout',
  component: LogoutDialog,
  parameters: { ...docs, controls: { include: ['open'] } },
  render: (args) => (
    <div lang={args.language}>
      <LogoutDialog {...args} />
    </div>
  ),
  args: { language: 'fi', open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof LogoutDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Logout: Story = {};
