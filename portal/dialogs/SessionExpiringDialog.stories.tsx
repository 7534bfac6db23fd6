/**
 * The session-expiring warning, open (the toolbar chooses fi or sv): several minutes left, and one
 * minute (the singular text). `open` and the minutes are controls.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { componentDocs } from '../../engine/react/stories/componentDocs.ts';
import { DIALOG_KEYBOARD, DIALOG_SCREEN_READER } from './dialog.story-helpers.ts';
import { SessionExpiringDialog } from './SessionExpiringDialog.tsx';
import '../portal.css';

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    'Warns that the session is about to end for inactivity (SPEC §9) and lets the user go on without losing what they are doing.',
  use: "Opened by the session watcher when the session's expiring threshold is reached; 'Jatka istuntoa' refreshes the session, 'Kirjaudu ulos' ends it. Never opened by a page itself.",
  states: 'Several minutes left; one minute left (the singular text).',
  texts:
    "142020 the heading, 142021 the minutes left (plural forms `_one`, `_other`), 142023 how to continue, 142024 'Jatka istuntoa', 141011 'Kirjaudu ulos', 142001 'Sulje'.",
  keyboard: `${DIALOG_KEYBOARD} Focus starts on 'Jatka istuntoa'; Escape and 'Sulje' continue the session too, since whoever presses them is there.`,
  screenReader: `${DIALOG_SCREEN_READER} The minutes left are part of the description read when it opens.`,
});

const meta = {
  title: 'Portal/Dialogs/Session expiring',
  component: SessionExpiringDialog,
  parameters: { ...docs, controls: { include: ['open', 'expiresInMinutes'] } },
  render: (args) => (
    <div lang={args.language}>
      <SessionExpiringDialog {...args} />
    </div>
  ),
  args: { language: 'fi', open: true, expiresInMinutes: 5, onContinue: fn(), onLogout: fn() },
  argTypes: { expiresInMinutes: { control: { type: 'number', min: 1, max: 15, step: 1 } } },
} satisfies Meta<typeof SessionExpiringDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SessionExpiring: Story = {};
/** One minute left: the singular text. */
export const SessionExpiringOneMinute: Story = { args: { expiresInMinutes: 1 } };
