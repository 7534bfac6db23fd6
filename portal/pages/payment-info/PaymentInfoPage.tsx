/**
 * `/maksutiedot`: the payment information of the organisation the user acts for (the sidebar shows
 * the link only then).
 *
 * - Acting as oneself: an info text with a link to choose a company; no call is made.
 * - For an organisation, one page with two sections: the payments to the organisation (filtered,
 *   sorted, paged, and as a PDF of everything matching the filters), then the payment-info update.
 *   The update form is long and seldom needed, so it opens behind a button below its explanation;
 *   the payments are what the page is visited for.
 * - A sent update shows the status view (SubmittedView) with the PDF of what was sent: the stored
 *   document's own, as the documents page gives it (shared/receiptPdf.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '../../routing/Link.tsx';
import { t, type Language } from '../../../texts/index.ts';
import type { PaymentInfoUpdateBody } from '../../../api/contract.ts';
import { PATHS } from '../../guards/paths.ts';
import { actingOrganisation } from '../../layout/acting.ts';
import { LAYOUT_CODES } from '../../layout/codes.ts';
import { usePageTitle, useShell } from '../../shell.tsx';
import type { Receipt } from '../../../api/receipt.ts';
import { receiptPdf } from '../shared/receiptPdf.ts';
import { SubmittedView } from '../shared/SubmittedView.tsx';
import { PAYMENT_INFO_CODES } from './codes.ts';
import { PaymentList } from './PaymentList.tsx';
import { PaymentInfoUpdateForm, paymentInfoUpdateForm } from './PaymentInfoUpdateForm.tsx';
import './paymentInfo.css';

/** The update form's title (its UI schema's), also the heading of its section. */
export const UPDATE_TITLE_CODE = String(paymentInfoUpdateForm.uiSchema['ui:title']);

function UpdateSection({
  language,
  onSent,
  startOpen,
}: {
  language: Language;
  onSent: (body: PaymentInfoUpdateBody, receipt: Receipt | null) => void;
  startOpen: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Opened by the button (which then goes away) or by 'new update': focus moves to the heading. */
  const opened = useRef(startOpen);
  useEffect(() => {
    if (open && opened.current) headingRef.current?.focus();
  }, [open]);
  return (
    <section className="payment-info-section" aria-labelledby="payment-info-update-heading">
      <h2 id="payment-info-update-heading" ref={headingRef} tabIndex={-1}>
        {t(language, UPDATE_TITLE_CODE)}
      </h2>
      {open ? (
        <PaymentInfoUpdateForm language={language} onSent={onSent} />
      ) : (
        <>
          <p>{t(language, PAYMENT_INFO_CODES.updateIntro)}</p>
          <p>
            <button
              type="button"
              className="ef-button ef-button--primary"
              onClick={() => {
                opened.current = true;
                setOpen(true);
              }}
            >
              {t(language, PAYMENT_INFO_CODES.openForm)}
            </button>
          </p>
        </>
      )}
    </section>
  );
}

export default function PaymentInfoPage() {
  const { language, user } = useShell();
  const title = t(language, LAYOUT_CODES.paymentInfo);
  usePageTitle(title);
  const organisation = user.status === 'ready' ? actingOrganisation(user.user) : null;
  const [sent, setSent] = useState<PaymentInfoUpdateBody | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  /** After "new update" the form section opens at once. */
  const [formOpen, setFormOpen] = useState(false);
  const onSent = useCallback((body: PaymentInfoUpdateBody, given: Receipt | null) => {
    setReceipt(given);
    setSent(body);
  }, []);
  const updateTitle = useMemo(() => t(language, UPDATE_TITLE_CODE), [language]);

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

  if (sent)
    return (
      <SubmittedView
        language={language}
        title={updateTitle}
        message={t(language, PAYMENT_INFO_CODES.sent)}
        receipt={receipt}
        what={updateTitle}
        next={t(language, '141037')}
        homeLinks
        newLabel={t(language, PAYMENT_INFO_CODES.newUpdate)}
        downloadPdf={receiptPdf(receipt)}
        onNew={() => {
          setSent(null);
          setFormOpen(true);
        }}
      />
    );

  return (
    <>
      <h1>{title}</h1>
      <p>{t(language, PAYMENT_INFO_CODES.intro)}</p>
      <section className="payment-info-section" aria-labelledby="payment-info-list-heading">
        <h2 id="payment-info-list-heading">{t(language, PAYMENT_INFO_CODES.listHeading)}</h2>
        <PaymentList language={language} />
      </section>
      <UpdateSection language={language} onSent={onSent} startOpen={formOpen} />
    </>
  );
}
