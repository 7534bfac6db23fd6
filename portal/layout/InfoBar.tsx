/**
 * The info bar (SPEC §2): for whom the user is acting — the organisation's name and business id,
 * or the fixed text for acting as oneself. Its text may hold `strong` only (`infoBarHtml`).
 */
import { registers, missingText } from '../../texts/index.ts';
import type { User } from '../../api/contract.ts';
import { useShell } from '../shell.tsx';
import { LAYOUT_CODES } from './codes.ts';
import { infoBarHtml } from './infoBarHtml.ts';
import { actingOrganisation } from './acting.ts';

export function InfoBar({ user }: { user: User }) {
  const { language } = useShell();
  const organisation = actingOrganisation(user);
  const code = organisation ? LAYOUT_CODES.infoBarOrganisation : LAYOUT_CODES.infoBarPerson;
  const template = registers[language][code] ?? missingText(code);
  const html = infoBarHtml(
    template,
    organisation ? { company: organisation.name, businessId: organisation.businessId } : {},
    language,
  );
  return <p className="portal-infobar" dangerouslySetInnerHTML={{ __html: html }} />;
}
