/**
 * The frame of a bulk payment file page: its title (h1 and the document title), and for a user
 * acting as themself the note that the file exchange is an organisation's instead of the page
 * (`OrganisationOnly`: no call is made).
 */
import type { ReactNode } from 'react';
import { t, type Language } from '../../../texts/index.ts';
import { actingOrganisation } from '../../layout/acting.ts';
import { usePageTitle, useShell } from '../../shell.tsx';
import { OrganisationOnly } from './OrganisationOnly.tsx';

export function OrganisationPage({
  titleCode,
  children,
}: {
  titleCode: string;
  children: (language: Language) => ReactNode;
}) {
  const { language, user } = useShell();
  const title = t(language, titleCode);
  usePageTitle(title);
  const organisation = user.status === 'ready' ? actingOrganisation(user.user) : null;
  if (!organisation) return <OrganisationOnly language={language} title={title} />;
  return (
    <>
      <h1>{title}</h1>
      {children(language)}
    </>
  );
}
