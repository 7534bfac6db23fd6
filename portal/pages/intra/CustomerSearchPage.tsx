/**
 * `/asiakkaat`: the staff area's customer search (issue 14). One field for an identity code (a
 * person) or a business id (an organisation), checked in the browser with SPEC §5's rules (an error
 * on the field, what was typed kept); a valid one is looked up (GET intraCustomer), and a customer
 * found is chosen (customerStore: the tab's session storage, never the address) and opened at
 * `/asiakas`. An unknown customer is said in an alert on this page, the field kept as typed.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { intraOperations } from '../../../api/intra.ts';
import { t } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { Link } from '../../routing/Link.tsx';
import { usePageTitle, useShell } from '../../shell.tsx';
import { INTRA_SEARCH_CODES as CODES } from './codes.ts';
import { useCustomerStore } from './customerStore.ts';
import { checkCustomerId, failedWith } from './intraHelpers.ts';
import { INTRA_PATHS, type IntraPageProps } from './paths.ts';
import '../../../engine/react/theme.css';
import './intraCustomer.css';

type Search =
  { status: 'idle' } | { status: 'searching' } | { status: 'notFound'; id: string } | { status: 'failed' };

export default function CustomerSearchPage(_props: IntraPageProps) {
  const { language } = useShell();
  const title = t(language, CODES.title);
  usePageTitle(title);
  const navigate = useNavigate();
  const ids = useId();
  const chosen = useCustomerStore((state) => state.customerId);
  const choose = useCustomerStore((state) => state.choose);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  // A search still under way when the page is left must not open the customer afterwards.
  useEffect(() => {
    const searches = controller;
    return () => searches.current?.abort();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (search.status === 'searching') return;
    const check = checkCustomerId(typed);
    if (!check.valid) {
      setError(t(language, check.reason === 'required' ? CODES.required : CODES.invalid));
      setSearch({ status: 'idle' });
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setSearch({ status: 'searching' });
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    try {
      const answer = await api.call(intraOperations.intraCustomer, {
        params: { hetuOrBusinessId: check.id },
        signal: mine.signal,
      });
      if (mine.signal.aborted) return;
      choose(answer.hetuOrBusinessId);
      void navigate(INTRA_PATHS.customer);
    } catch (failure) {
      if (mine.signal.aborted) return;
      setSearch(failedWith(failure, 404) ? { status: 'notFound', id: check.id } : { status: 'failed' });
      // The alert is read as it appears; focus stays in the field, ready for another code.
      inputRef.current?.focus();
    }
  }

  const inputId = `${ids}-customer`;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const resultId = `${ids}-result`;
  const searching = search.status === 'searching';
  const describedBy = [hintId, error ? errorId : null, search.status === 'notFound' ? resultId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="intra-page intra-search">
      <h1>{title}</h1>
      <p>{t(language, CODES.intro)}</p>

      <form className="intra-search__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className={`ef-field${error ? ' ef-field--invalid' : ''}`}>
          <label className="ef-label" htmlFor={inputId}>
            {t(language, CODES.label)}
          </label>
          <p className="ef-description" id={hintId}>
            {t(language, CODES.hint)}
          </p>
          {error && (
            <p className="ef-error" id={errorId}>
              {error}
            </p>
          )}
          <input
            ref={inputRef}
            id={inputId}
            className="ef-input intra-search__input"
            type="text"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            maxLength={20}
            value={typed}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              if (search.status === 'notFound' || search.status === 'failed') setSearch({ status: 'idle' });
            }}
          />
        </div>
        <button type="submit" className="ef-button ef-button--primary" aria-disabled={searching || undefined}>
          {t(language, CODES.search)}
        </button>
      </form>

      <div id={resultId} className="intra-search__result">
        {searching && (
          <p role="status" className="intra-search__searching">
            {t(language, CODES.searching)}
          </p>
        )}
        {search.status === 'notFound' && (
          <div className="portal-alert" role="alert">
            <p>{t(language, CODES.notFound, { id: search.id })}</p>
          </div>
        )}
        {search.status === 'failed' && (
          <div className="portal-alert" role="alert">
            <p>{t(language, CODES.failed)}</p>
          </div>
        )}
      </div>

      {chosen && (
        <p className="intra-search__chosen">
          <Link to={INTRA_PATHS.customer}>{t(language, CODES.openChosen, { id: chosen })}</Link>
        </p>
      )}
    </div>
  );
}
