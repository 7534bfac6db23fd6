/**
 * The staff area's pages render only for staff (issue 14): the intra permission is asked when the
 * area opens (`GET /api/user/isIntraPermission`); a customer who logs in to the staff portal is told
 * it is not theirs. The server refuses them every intra call anyway (403): this is the words for it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { intraOperations } from '../../../api/intra.ts';
import { t } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { SHELL_CODES, useShell } from '../../shell.tsx';
import { INTRA_CODES } from './codes.ts';

export function IntraGate({ children }: { children: ReactNode }) {
  const { language, user } = useShell();
  // Asked again for another user (a new login in the same tab).
  const henro = user.status === 'ready' ? user.user.preferred_username : null;
  const [permitted, setPermitted] = useState<boolean | null>(null);
  useEffect(() => {
    if (henro === null) return;
    let current = true;
    api.call(intraOperations.intraPermission).then(
      ({ hasPermission }) => current && setPermitted(hasPermission),
      () => current && setPermitted(false),
    );
    return () => {
      current = false;
    };
  }, [henro]);
  if (permitted === null) return <Spinner label={t(language, SHELL_CODES.loading)} />;
  if (!permitted)
    return (
      <>
        <h1>{t(language, INTRA_CODES.noPermissionTitle)}</h1>
        <div className="portal-alert portal-alert--info">
          <p>{t(language, INTRA_CODES.noPermissionBody)}</p>
        </div>
      </>
    );
  return <>{children}</>;
}
