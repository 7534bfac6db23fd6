/** Any unknown path inside the shell (SPEC §2 'Not found 404'). */
import { Link } from '../../routing/Link';
import { t } from '../../../texts';
import { LAYOUT_CODES } from '../../layout/codes';
import { usePageTitle, useShell } from '../../shell';

export default function NotFoundPage() {
  const { language } = useShell();
  const title = t(language, LAYOUT_CODES.notFoundTitle);
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <p>{t(language, LAYOUT_CODES.notFoundBody)}</p>
      <p>
        <Link to="/">{t(language, LAYOUT_CODES.backToFront)}</Link>
      </p>
    </>
  );
}
