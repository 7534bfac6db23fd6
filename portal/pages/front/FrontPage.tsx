/** `/`: the front page, for now a link to the landlord form. */
import { Link } from 'react-router';
import { t } from '../../../texts';
import { SHELL_CODES, usePageTitle, useShell } from '../../shell';

const LANDLORD_FORM_TITLE = '200001';

export default function FrontPage() {
  const { language } = useShell();
  const title = t(language, SHELL_CODES.frontPage);
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <p>{t(language, SHELL_CODES.welcome)}</p>
      <ul>
        <li>
          <Link to="/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen">
            {t(language, LANDLORD_FORM_TITLE)}
          </Link>
        </li>
      </ul>
    </>
  );
}
