/**
 * The shell's dialogs, open, in Finnish and Swedish: the logout confirmation, the session-expiring
 * warning (several minutes left, and one minute: the singular text) and the external-link warning.
 * `open` is a control; the buttons, Escape and 'Sulje' log their callbacks in the Actions panel.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Language } from '../../texts/index.ts';
import { FOOTER_LINKS } from '../layout/externalLinks.ts';
import { ExternalLinkDialog } from './ExternalLinkDialog.tsx';
import { LogoutDialog } from './LogoutDialog.tsx';
import { SessionExpiringDialog } from './SessionExpiringDialog.tsx';
import '../portal.css';
import { componentDocs } from '../../engine/react/stories/componentDocs.ts';

type DialogName = 'logout' | 'sessionExpiring' | 'externalLink';

interface DialogStoryArgs {
  dialog: DialogName;
  language: Language;
  open: boolean;
  /** The session-expiring dialog: whole minutes left. */
  expiresInMinutes: number;
  /** The external-link dialog: where the link goes. */
  href: string;
  onConfirm: () => void;
  onCancel: () => void;
  onContinue: () => void;
  onLogout: () => void;
}

function DialogStory({ dialog, language, open, expiresInMinutes, href, ...callbacks }: DialogStoryArgs) {
  return (
    <div lang={language}>
      {dialog === 'logout' && (
        <LogoutDialog
          open={open}
          language={language}
          onConfirm={callbacks.onConfirm}
          onCancel={callbacks.onCancel}
        />
      )}
      {dialog === 'sessionExpiring' && (
        <SessionExpiringDialog
          open={open}
          language={language}
          expiresInMinutes={expiresInMinutes}
          onContinue={callbacks.onContinue}
          onLogout={callbacks.onLogout}
        />
      )}
      {dialog === 'externalLink' && (
        <ExternalLinkDialog
          open={open}
          language={language}
          href={href || (accessibilityStatement?.[language] ?? '')}
          onClose={callbacks.onCancel}
        />
      )}
    </div>
  );
}

/** The footer's accessibility statement, in the story's language. */
const accessibilityStatement = FOOTER_LINKS.find((link) => link.key === 'accessibility')?.href;

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    "The shell's modal dialogs: logout confirmation, the session-expiring warning and the warning before an external link.",
  use: 'Only for a decision the user must make before going on. Information that can wait belongs on the page.',
  states:
    'Logout; session expiring with several minutes and with one minute left (singular text); external link.',
  texts:
    "142001 'Sulje', 142002 'Avautuu uuteen välilehteen', 142003 'Jatka', 142004 'Peruuta', 142010–142011 logout, 142020–142021 session, 142023 external link; 141011 'Kirjaudu ulos'.",
  keyboard:
    "Focus moves into the dialog (its first action) and stays there: Tab and Shift+Tab wrap; Escape and 'Sulje' cancel; focus returns to where it was.",
  screenReader:
    'Read as a dialog named by its heading and described by its text; the rest of the page is inert.',
});

const meta: Meta<DialogStoryArgs> = {
  title: 'Portal/Dialogs',
  parameters: docs,
  render: (args) => <DialogStory {...args} />,
  args: {
    language: 'fi',
    open: true,
    expiresInMinutes: 5,
    href: '',
    onConfirm: fn(),
    onCancel: fn(),
    onContinue: fn(),
    onLogout: fn(),
  },
  argTypes: {
    dialog: { control: false },
    expiresInMinutes: { control: { type: 'number', min: 1, max: 15, step: 1 } },
  },
};
export default meta;
type Story = StoryObj<DialogStoryArgs>;

const logout = (): Story => ({
  args: { dialog: 'logout' },
  parameters: { controls: { include: ['open'] } },
});
export const Logout = logout();

const sessionExpiring = (expiresInMinutes: number): Story => ({
  args: { dialog: 'sessionExpiring', expiresInMinutes },
  parameters: { controls: { include: ['open', 'expiresInMinutes'] } },
});
export const SessionExpiring = sessionExpiring(5);
/** One minute left: the singular text. */
export const SessionExpiringOneMinute = sessionExpiring(1);

const externalLink = (): Story => ({
  args: { dialog: 'externalLink' },
  parameters: { controls: { include: ['open', 'href'] } },
});
export const ExternalLink = externalLink();
