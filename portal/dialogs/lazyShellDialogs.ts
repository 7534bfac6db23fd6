/**
 * The shell's dialogs as the shell renders them: each loads with the others when the first opens or
 * at the user's first key press or touch (lazyDialog.tsx), not with the front page.
 */
import type { ExternalLinkDialogProps } from './ExternalLinkDialog.tsx';
import type { LogoutDialogProps } from './LogoutDialog.tsx';
import type { SessionExpiringDialogProps } from './SessionExpiringDialog.tsx';
import { lazyDialog, prefetchOnFirstInteraction } from './lazyDialog.tsx';

const shellDialogs = () => import('./shellDialogs.ts');

export const LogoutDialog = lazyDialog<LogoutDialogProps>(() => shellDialogs().then((m) => m.LogoutDialog));
export const ExternalLinkDialog = lazyDialog<ExternalLinkDialogProps>(() =>
  shellDialogs().then((m) => m.ExternalLinkDialog),
);
export const SessionExpiringDialog = lazyDialog<SessionExpiringDialogProps>(() =>
  shellDialogs().then((m) => m.SessionExpiringDialog),
);

/** The shell's effect: the dialogs' code at the first interaction. */
export const prefetchShellDialogs = () => prefetchOnFirstInteraction(() => void LogoutDialog.prefetch());
