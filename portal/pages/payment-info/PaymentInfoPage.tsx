/**
 * `/maksutiedot`: the payment information of the organisation the user acts for (the sidebar shows
 * the link only then).
 *
 * - Acting as oneself: an info text with a link to choose a company; no call is made.
 * - For an organisation, one page with two sections: the payments to the organisation (filtered,
 *   sorted, paged, and as a PDF of everything matching the filters), then the payment-info update:
 *   its explanation and a link to the form, which the generic form page serves at its manifest's
 *   path (schemas/forms/payment-info-update.form.json). The update is long and seldom needed; the
 *   payments are what the page is visited for.
 */
import { Link } from '../../routing/Link.tsx';
import { t } from '../../../texts/index.ts';
import { PATHS } from '../../guards/paths.ts';
import { actingOrganisation } from '../../layout/acting.ts';
import { LAYOUT_CODES } from '../../layout/codes.ts';
import { usePageTitle, useShell } from '../../shell.tsx';
import { PAYMENT_INFO_CODES } from './codes.ts';
import { PaymentList } from './PaymentList.tsx';
import './paymentInfo.css';

export default function PaymentInfoPage() {
  const { language, user } = useShell();
  const title = t(language, LAYOUT_CODES.paymentInfo);
  usePageTitle(title);
  const organisation = user.status === 'ready' ? actingOrganisation(user.user) : null;

  if (!organisation)
    return (
      <>
        <h1>{title}</h1>
        <div className="portal-alert portal-alert--info">
          <p>{t(language, PAYMENT_INFO_CODES.onlyForOrganisations)}</p>
          <p>
            <Link to={PATHS.chooseCompany}>{t(language, LAYOUT_CODES.chooseCompany)}</Link>
          </p>
        </div>
      </>
    );

  return (
    <>
      <h1>{title}</h1>
      <p>{t(language, PAYMENT_INFO_CODES.intro)}</p>
      <section className="payment-info-section" aria-labelledby="payment-info-list-heading">
        <h2 id="payment-info-list-heading">{t(language, PAYMENT_INFO_CODES.listHeading)}</h2>
        <PaymentList language={language} />
      </section>
      <section className="payment-info-section" aria-labelledby="payment-info-update-heading">
        <h2 id="payment-info-update-heading">{t(language, PAYMENT_INFO_CODES.updateHeading)}</h2>
        <p>{t(language, PAYMENT_INFO_CODES.updateIntro)}</p>
        <p>
          <Link to={PATHS.paymentInfoUpdate} className="ef-button ef-button--primary">
            {t(language, PAYMENT_INFO_CODES.openForm)}
          </Link>
        </p>
      </section>
    </>
  );
}
