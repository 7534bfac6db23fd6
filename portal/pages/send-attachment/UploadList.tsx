/**
 * The general documents the caller has sent (GET /v1/ekulta/attachments), 20 a page, newest first,
 * optionally of one customer (hetu). SPEC §4 attachment loading: Initial, Loading, Error, Finished,
 * NotFound (the server answered 404: the identity code is none of the caller's customers); page 2
 * and later are appended ('show more', focus to the first appended item); a search by identity
 * code on page 1 without results sets the no-results flag. The count shown is announced.
 */
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { operations, type UploadRecord } from '../../../api/contract.ts';
import { t, type Language } from '../../../texts/index.ts';
import { formatFinnishDate } from '../../../validators/date.ts';
import { isValidHetu } from '../../../validators/hetu.ts';
import { api, ResponseError } from '../../api/client.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { SEND_CODES } from './codes.ts';

export type LoadingState = 'Initial' | 'Loading' | 'Error' | 'Finished' | 'NotFound';

export interface UploadListState {
  state: LoadingState;
  uploads: UploadRecord[];
  /** The last page loaded (0 before the first). */
  page: number;
  totalPages: number;
  /** The customer searched for; null = all. */
  hetu: string | null;
  /** SPEC §4: a search by customer id on page 1 found nothing. */
  noResults: boolean;
}

export const INITIAL_LIST: UploadListState = {
  state: 'Initial',
  uploads: [],
  page: 0,
  totalPages: 0,
  hetu: null,
  noResults: false,
};

/** The state once page `page` of `hetu`'s uploads has come (pages after 1 are appended). */
export function listLoaded(
  previous: UploadListState,
  page: number,
  hetu: string | null,
  answer: { uploads: UploadRecord[]; totalPages: number },
): UploadListState {
  const uploads = page === 1 ? answer.uploads : [...previous.uploads, ...answer.uploads];
  return {
    state: 'Finished',
    uploads,
    page,
    totalPages: answer.totalPages,
    hetu,
    noResults: page === 1 && hetu !== null && answer.uploads.length === 0,
  };
}

/** The state when page `page` of `hetu`'s uploads failed: 404 NotFound, anything else Error. */
export function listFailed(
  previous: UploadListState,
  page: number,
  hetu: string | null,
  notFound: boolean,
): UploadListState {
  return {
    ...previous,
    state: notFound ? 'NotFound' : 'Error',
    hetu,
    // A failed first page leaves no list of another search behind.
    ...(page === 1 ? { uploads: [], page: 0, totalPages: 0, noResults: false } : {}),
  };
}

/** One load asked for; a new object (serial) asks again. */
interface ListRequest {
  page: number;
  hetu: string | null;
  serial: number;
}

export interface UploadListProps {
  language: Language;
  /** Changes when a document has been sent: page 1 is loaded again. */
  version: number;
  announce: (message: string) => void;
}

export function UploadList({ language, version, announce }: UploadListProps) {
  const [request, setRequest] = useState<ListRequest>({ page: 1, hetu: null, serial: 0 });
  const [answered, setAnswered] = useState<{ request: ListRequest | null; list: UploadListState }>({
    request: null,
    list: INITIAL_LIST,
  });
  const [seenVersion, setSeenVersion] = useState(version);
  const [filter, setFilter] = useState('');
  const [filterError, setFilterError] = useState<string | null>(null);
  const itemRefs = useRef(new Map<number, HTMLLIElement>());
  const focusIndex = useRef<number | null>(null);
  const latest = useRef({ list: INITIAL_LIST, language, announce });
  useEffect(() => {
    latest.current = { list: answered.list, language, announce };
  });

  // After each sending: page 1 again, with the search kept.
  if (version !== seenVersion) {
    setSeenVersion(version);
    setRequest({ page: 1, hetu: request.hetu, serial: request.serial + 1 });
  }

  useEffect(() => {
    const controller = new AbortController();
    const { page, hetu } = request;
    api
      .call(operations.ekultaAttachments, {
        params: { page, ...(hetu ? { hetu } : {}) },
        signal: controller.signal,
      })
      .then(
        (answer) => {
          if (controller.signal.aborted) return;
          const { list: previous, language: chosen, announce: say } = latest.current;
          const next = listLoaded(previous, page, hetu, answer);
          if (page > 1) focusIndex.current = previous.uploads.length;
          setAnswered({ request, list: next });
          say(
            next.noResults
              ? t(chosen, SEND_CODES.noResults, { hetu: hetu ?? '' })
              : t(chosen, SEND_CODES.listCount, { count: next.uploads.length }),
          );
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const { list: previous, language: chosen, announce: say } = latest.current;
          const notFound = error instanceof ResponseError && error.status === 404;
          setAnswered({ request, list: listFailed(previous, page, hetu, notFound) });
          if (notFound) say(t(chosen, SEND_CODES.listNotFound));
        },
      );
    return () => controller.abort();
  }, [request]);

  // After 'show more': focus the first appended item, in the commit that shows it (a layout
  // effect), so neither the user nor a test sees the new items before the focus has moved.
  useLayoutEffect(() => {
    if (focusIndex.current === null || answered.list.state !== 'Finished') return;
    const item = itemRefs.current.get(focusIndex.current);
    focusIndex.current = null;
    item?.focus();
  }, [answered]);

  /**
   * SPEC §4: Initial while the first page is on its way, Loading while a later one is, then the
   * answer's Finished, NotFound or Error.
   */
  const list: UploadListState =
    answered.request === request
      ? answered.list
      : { ...answered.list, state: answered.request === null ? 'Initial' : 'Loading' };

  const ask = (page: number, hetu: string | null) =>
    setRequest((previous) => ({ page, hetu, serial: previous.serial + 1 }));

  function search(event: FormEvent) {
    event.preventDefault();
    const hetu = filter.trim().toUpperCase();
    if (hetu !== '' && !isValidHetu(hetu)) {
      setFilterError(t(language, SEND_CODES.invalidHetu));
      return;
    }
    setFilterError(null);
    ask(1, hetu === '' ? null : hetu);
  }

  const loading = list.state === 'Loading' || list.state === 'Initial';
  return (
    <section className="sa-section" aria-labelledby="sa-list-heading">
      <h2 id="sa-list-heading">{t(language, SEND_CODES.listHeading)}</h2>
      <form className="sa-filter" onSubmit={search} noValidate>
        <div className={`ef-field${filterError ? ' ef-field--invalid' : ''}`}>
          <label className="ef-label" htmlFor="sa-list-hetu">
            {t(language, SEND_CODES.listFilter)}
          </label>
          <p className="ef-description" id="sa-list-hetu-hint">
            {t(language, SEND_CODES.hetuHint)}
          </p>
          {filterError && (
            <p className="ef-error" id="sa-list-hetu-error">
              {filterError}
            </p>
          )}
          <input
            id="sa-list-hetu"
            className="ef-input sa-hetu-input"
            autoComplete="off"
            value={filter}
            maxLength={11}
            aria-describedby={filterError ? 'sa-list-hetu-hint sa-list-hetu-error' : 'sa-list-hetu-hint'}
            aria-invalid={filterError ? true : undefined}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
        </div>
        <div className="sa-actions">
          <button type="submit" className="ef-button ef-button--secondary">
            {t(language, SEND_CODES.search)}
          </button>
          {list.hetu !== null && (
            <button
              type="button"
              className="ef-button ef-button--secondary"
              onClick={() => {
                setFilter('');
                setFilterError(null);
                ask(1, null);
              }}
            >
              {t(language, SEND_CODES.showAll)}
            </button>
          )}
        </div>
      </form>

      {list.hetu !== null && list.state === 'Finished' && !list.noResults && (
        <p>{t(language, SEND_CODES.listFiltered, { hetu: list.hetu })}</p>
      )}
      {list.state === 'Finished' && list.noResults && (
        <p className="sa-notice">{t(language, SEND_CODES.noResults, { hetu: list.hetu ?? '' })}</p>
      )}
      {list.state === 'Finished' && !list.noResults && list.uploads.length === 0 && (
        <p className="sa-notice">{t(language, SEND_CODES.listEmpty)}</p>
      )}
      {list.state === 'NotFound' && <p className="sa-notice">{t(language, SEND_CODES.listNotFound)}</p>}
      {list.state === 'Error' && (
        <div className="sa-alert sa-alert--danger" role="alert">
          <p>{t(language, SEND_CODES.listFailed)}</p>
          <button
            type="button"
            className="ef-button ef-button--secondary"
            onClick={() => ask(request.page, request.hetu)}
          >
            {t(language, SEND_CODES.retry)}
          </button>
        </div>
      )}

      {list.uploads.length > 0 && list.state !== 'NotFound' && (
        <ul className="sa-uploads">
          {list.uploads.map((upload, index) => (
            <li
              key={upload.id}
              className="sa-upload"
              tabIndex={-1}
              ref={(element) => {
                if (element) itemRefs.current.set(index, element);
                else itemRefs.current.delete(index);
              }}
            >
              <p className="sa-upload__name">{upload.filename}</p>
              <dl className="sa-upload__facts">
                <div>
                  <dt>{t(language, SEND_CODES.sentOn)}</dt>
                  <dd>{formatFinnishDate(upload.created)}</dd>
                </div>
                <div>
                  <dt>{t(language, SEND_CODES.listTopic)}</dt>
                  <dd>{t(language, upload.topic)}</dd>
                </div>
                {upload.subTopic && (
                  <div>
                    <dt>{t(language, SEND_CODES.listSubTopic)}</dt>
                    <dd>{t(language, upload.subTopic)}</dd>
                  </div>
                )}
                {upload.benefit && (
                  <div>
                    <dt>{t(language, SEND_CODES.listBenefit)}</dt>
                    <dd>{/^\d{3,7}$/.test(upload.benefit) ? t(language, upload.benefit) : upload.benefit}</dd>
                  </div>
                )}
                <div>
                  <dt>{t(language, SEND_CODES.listCustomer)}</dt>
                  <dd>{upload.hetu}</dd>
                </div>
                <div>
                  <dt>{t(language, SEND_CODES.listReference)}</dt>
                  <dd>{upload.reference}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {loading && <Spinner label={t(language, SEND_CODES.loading)} />}
      {list.state === 'Finished' && list.page < list.totalPages && (
        <button
          type="button"
          className="ef-button ef-button--secondary"
          onClick={() => ask(list.page + 1, list.hetu)}
        >
          {t(language, SEND_CODES.showMore)}
        </button>
      )}
    </section>
  );
}
