/**
 * What a staff form is about (issue 14): the chosen customer and the application or realization
 * request being decided, from the customer's overview (GET intraCustomer), above the form, so that a
 * staff member sees what they decide before deciding it. If the overview cannot be read, the form
 * stays usable and says so; an id the customer does not have says that instead.
 */
import { useEffect, useId, useState } from 'react';
import { intraOperations, type IntraCustomer } from '../../../api/intra.ts';
import { formatDateForPerson, formatEuros } from '../../../engine/core/format.ts';
import { t, type Language } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { INTRA_CASE_CODES, INTRA_CUSTOMER_CODES as CODES } from './codes.ts';
import { APPLICATION_STATE_CODES } from '../shared/applicationState.ts';
import { Facts, intraApplicationState } from './customerSections.tsx';
import { CaseSubjectLoading } from './CaseSubjectLoading.tsx';

export type CaseSubjectProps =
  | { language: Language; customerId: string; kind: 'application'; id: string }
  | { language: Language; customerId: string; kind: 'realization'; id: string };

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; customer: IntraCustomer };

export function CaseSubject({ language, customerId, kind, id }: CaseSubjectProps) {
  const headingId = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api
      .call(intraOperations.intraCustomer, {
        params: { hetuOrBusinessId: customerId },
        signal: controller.signal,
      })
      .then(
        (customer) => setLoad({ status: 'loaded', customer }),
        () => !controller.signal.aborted && setLoad({ status: 'failed' }),
      );
    return () => controller.abort();
  }, [customerId]);

  if (load.status === 'loading') return <CaseSubjectLoading />;
  if (load.status === 'failed')
    return (
      <p className="portal-alert portal-alert--info intra-case__subject-missing">
        {t(language, INTRA_CASE_CODES.subjectUnavailable)}
      </p>
    );
  const { customer } = load;
  const who: [string, string] = [
    t(language, INTRA_CASE_CODES.subjectCustomer),
    `${customer.name} (${customer.hetuOrBusinessId})`,
  ];
  const date = (value: string | null) => (value ? formatDateForPerson(language, value) : null);
  let title: string;
  let facts: [string, string | null][];
  if (kind === 'application') {
    const application = customer.applications.find((candidate) => candidate.id === id);
    if (!application)
      return (
        <p className="portal-alert intra-case__subject-missing">
          {t(language, INTRA_CASE_CODES.subjectNotFound)}
        </p>
      );
    title = t(language, CODES.applicationTitle, {
      date: formatDateForPerson(language, application.arrivalDate),
    });
    facts = [
      who,
      [
        t(language, CODES.step),
        t(language, APPLICATION_STATE_CODES[intraApplicationState(application, customer.attachmentRequests)]),
      ],
      [t(language, CODES.address), application.address],
      [t(language, CODES.rentees), application.rentees.join(', ')],
      [t(language, CODES.paymentCommitment), application.paymentCommitmentId],
    ];
  } else {
    const request = customer.realizationRequests.find((candidate) => candidate.id === id);
    if (!request)
      return (
        <p className="portal-alert intra-case__subject-missing">
          {t(language, INTRA_CASE_CODES.subjectNotFound)}
        </p>
      );
    title = t(language, CODES.realizationTitle, { date: formatDateForPerson(language, request.arrivalDate) });
    facts = [
      who,
      [t(language, CODES.rentee), request.renteeName],
      [t(language, CODES.realizationAddress), request.address],
      [t(language, CODES.paymentCommitment), request.paymentCommitmentId],
      [
        t(language, CODES.claimed),
        request.amountClaimed === null ? null : formatEuros(language, request.amountClaimed),
      ],
      [t(language, CODES.decisionDate), date(request.decisionDate)],
    ];
  }
  return (
    <section className="intra-case__subject" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(language, INTRA_CASE_CODES.subjectHeading)}</h2>
      <h3 className="intra-card__title">{title}</h3>
      <Facts language={language} facts={facts} />
    </section>
  );
}
