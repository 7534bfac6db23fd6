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

const meta: Meta<DialogStoryArgs> = {
  title: 'Portal/Dialogs',
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
