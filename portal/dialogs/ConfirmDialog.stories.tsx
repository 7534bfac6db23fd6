/**
 * The one-question confirmation every other confirming dialog is made of, open (the toolbar chooses
 * fi or sv): the default variant with the leave-page warning's texts, and the danger variant with
 * the front page's 'delete the saved request'. The buttons, Escape and 'Sulje' log their callbacks
 * in the Actions panel.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { componentDocs } from '../../engine/react/stories/componentDocs.ts';
import { t, type Language } from '../../texts/index.ts';
import { FRONT_CODES } from '../pages/front/codes.ts';
import { LEAVE_CODES } from '../forms/LeaveGuard.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DIALOG_CODES } from './Dialog.tsx';
import { DIALOG_KEYBOARD, DIALOG_SCREEN_READER } from './dialog.story-helpers.ts';
import '../portal.css';

interface ConfirmStoryArgs {
  language: Language;
  open: boolean;
  variant: 'default' | 'danger';
  onConfirm: () => void;
  onCancel: () => void;
}

/** The texts of the two uses shown: the leave-page warning, and deleting a saved request. */
function ConfirmStory({ language, variant, ...props }: ConfirmStoryArgs) {
  const texts =
    variant === 'danger'
      ? {
          title: t(language, FRONT_CODES.deleteTitle),
          body: t(language, FRONT_CODES.deleteBody, { date: '20.12.2026' }),
          confirmLabel: t(language, FRONT_CODES.delete),
          cancelLabel: t(language, DIALOG_CODES.cancel),
        }
      : {
          title: t(language, LEAVE_CODES.title),
          body: t(language, LEAVE_CODES.body),
          confirmLabel: t(language, LEAVE_CODES.stay),
          cancelLabel: t(language, LEAVE_CODES.leave),
        };
  return (
    <div lang={language}>
      <ConfirmDialog {...props} {...texts} variant={variant} language={language}>
        <p>{texts.body}</p>
      </ConfirmDialog>
    </div>
  );
}

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    'Asks one question with two answers before something that cannot be taken back or that loses work: the base of the logout, session, leave-page and delete dialogs.',
  use: "Use it when the user must decide before going on; never for information. Name the buttons by what they do ('Poista', 'Jää sivulle'), not 'OK'. The danger variant (red) is for deleting; the default one for everything else. A question that needs more than two answers, or a reason typed, is a page's own dialog (the staff area's deletions).",
  states:
    "Default: the leave-page warning (stay first, leave second). Danger: deleting a saved request (red accent and a red 'Poista').",
  texts:
    "The caller's own: here 146020–146023 (LEAVE_CODES, LeaveGuard.tsx) and the front page's 145xxx delete texts (FRONT_CODES); 142004 'Peruuta' and 142001 'Sulje' are the dialogs' own.",
  keyboard: `${DIALOG_KEYBOARD} Focus starts on the first (confirming) button.`,
  screenReader: DIALOG_SCREEN_READER,
});

const meta: Meta<ConfirmStoryArgs> = {
  title: 'Portal/Dialogs/Confirm',
  parameters: { ...docs, controls: { include: ['open'] } },
  render: (args) => <ConfirmStory {...args} />,
  args: { language: 'fi', open: true, variant: 'default', onConfirm: fn(), onCancel: fn() },
};
export default meta;
type Story = StoryObj<ConfirmStoryArgs>;

/** The leave-page warning: the default variant. */
export const LeavePage: Story = {};
/** Deleting a saved request: the danger variant. */
export const Delete: Story = { args: { variant: 'danger' } };
