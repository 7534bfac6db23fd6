/** The shell's dialogs as one chunk, loaded when one opens (lazyShellDialogs.ts). */
export { ExternalLinkDialog } from './ExternalLinkDialog.tsx';
export { LogoutDialog } from './LogoutDialog.tsx';
export { SessionExpiringDialog } from './SessionExpiringDialog.tsx';
