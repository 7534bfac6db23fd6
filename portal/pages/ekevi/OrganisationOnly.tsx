/**
 * What a bulk payment file page shows to a user acting as themself: the file exchange is an
 * organisation's (the server answers 403), so the page says so and links to choosing a company.
 */
import { t, type Language } from '../../../texts/index.ts';
import { PATHS } from '../../guards/paths.ts';
import { LAYOUT_CODES } from '../../layout/codes.ts';
import { Link } from '../../routing/Link.tsx';
import { EKEVI_CODES } from './codes.ts';

export function OrganisationOnly({ language, title }: { language: Language; title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <div className="portal-alert portal-alert--info">
        <p>{t(language, EKEVI_CODES.onlyForOrganisations)}</p>
        <p>
          <Link to={PATHS.chooseCompany}>{t(language, LAYOUT_CODES.chooseCompany)}</Link>
        </p>
      </div>
    </>
  );
}
