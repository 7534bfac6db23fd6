/**
 * `/paatokset-ja-muut-asiakirjasi`: my documents (SPEC §1, §2). The paperless service panel for users
 * who gave an e-mail address or a phone number (the front page's suggestion links here), then two
 * tabs (WAI-ARIA APG tabs with automatic activation: arrows, Home, End), each with its list
 * (DocumentList): the documents the agency sent to the user, and the documents that arrived from the
 * user. Both lists stay mounted, so their filters and pages survive switching; the tab shown is in
 * the address (`?tab=arrived`), so a reload keeps it.
 */
import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../../texts/index.ts';
import { usePageTitle, useShell } from '../../shell.tsx';
import { DocumentList, type DocumentListKind } from './DocumentList.tsx';
import { PaperlessPanel } from './PaperlessPanel.tsx';
import { MY_DOCUMENTS_CODES } from './codes.ts';
import '../../../engine/react/theme.css';
import './myDocuments.css';

export { MY_DOCUMENTS_CODES, PAPERLESS_CODES } from './codes.ts';

const TABS: readonly DocumentListKind[] = ['sent', 'arrived'];

export interface MyDocumentsPageProps {
  /** Today, for the lists' default range (tests and stories). */
  today?: string;
}

export default function MyDocumentsPage({ today }: MyDocumentsPageProps = {}) {
  const { language, user, reloadUser } = useShell();
  const title = t(language, MY_DOCUMENTS_CODES.title);
  usePageTitle(title);
  const [search, setSearch] = useSearchParams();
  const selected: DocumentListKind = search.get('tab') === 'arrived' ? 'arrived' : 'sent';
  const tabRefs = useRef(new Map<DocumentListKind, HTMLButtonElement>());
  const userInfo = user.status === 'ready' ? user.user : null;

  const select = (kind: DocumentListKind, focus: boolean) => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (kind === 'sent') next.delete('tab');
        else next.set('tab', kind);
        return next;
      },
      { replace: true },
    );
    if (focus) tabRefs.current.get(kind)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(selected);
    const target =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target, true);
  };

  const tabLabel = (kind: DocumentListKind) =>
    t(language, kind === 'sent' ? MY_DOCUMENTS_CODES.tabSent : MY_DOCUMENTS_CODES.tabArrived);

  return (
    <div className="my-documents">
      <h1>{title}</h1>

      {userInfo?.paperlessOption.isEmailOrPhoneGiven && (
        <PaperlessPanel language={language} onSaved={reloadUser} />
      )}

      <div className="my-documents__tabs" role="tablist" aria-label={t(language, MY_DOCUMENTS_CODES.tabs)}>
        {TABS.map((kind) => (
          <button
            key={kind}
            ref={(element) => {
              if (element) tabRefs.current.set(kind, element);
              else tabRefs.current.delete(kind);
            }}
            type="button"
            role="tab"
            id={`my-documents-tab-${kind}`}
            aria-selected={kind === selected}
            aria-controls={`my-documents-panel-${kind}`}
            tabIndex={kind === selected ? 0 : -1}
            className="my-documents__tab"
            onClick={() => select(kind, false)}
            onKeyDown={onKeyDown}
          >
            {tabLabel(kind)}
          </button>
        ))}
      </div>
      {TABS.map((kind) => (
        <div
          key={kind}
          role="tabpanel"
          id={`my-documents-panel-${kind}`}
          aria-labelledby={`my-documents-tab-${kind}`}
          tabIndex={0}
          hidden={kind !== selected}
          className="my-documents__panel"
        >
          <DocumentList
            language={language}
            kind={kind}
            headingId={`my-documents-heading-${kind}`}
            {...(today ? { today } : {})}
          />
        </div>
      ))}
    </div>
  );
}
