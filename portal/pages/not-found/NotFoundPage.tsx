/** Any unknown path inside the shell (SPEC §2 'Not found 404'). */
import { Link } from '../../routing/Link.tsx';
import { t } from '../../../texts/index.ts';
import { LAYOUT_CODES } from '../../layout/codes.ts';
import { usePageTitle, useShell } from '../../shell.tsx';

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
