/**
 * Paperless service (SPEC §1, §6: for users who gave an e-mail address or a phone number): loads
 * POST /v1/user-contact-info, shows the e-mail and the phone the agency has, and a checkbox for each
 * channel that has a value; 'save' sends POST /v1/paperless-permission. The outcome ('saved' /
 * 'failed') shows beside the button and is said by a polite live region 1 s later (SPEC §9); after
 * a save the shell reloads the user, so that the front page's paperless suggestion goes away. What
 * is stored is what the panel shows after a reload.
 */
import { useEffect, useId, useState } from 'react';
import { operations, type PaperlessPermissionBody, type UserContact } from '../../../api/contract.ts';
import { t, type Language } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { useDelayedAnnouncer } from '../front/useDelayedAnnouncer.ts';
import { PAPERLESS_CODES as CODES } from './codes.ts';
import { LoadFailedAlert } from '../shared/LoadFailedAlert.tsx';

export interface PaperlessPanelProps {
  language: Language;
  /** Called after a successful save (the shell's `reloadUser`). */
  onSaved: () => void | Promise<void>;
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; contact: UserContact };
type Save = 'idle' | 'saving' | 'saved' | 'failed';

export function PaperlessPanel({ language, onSaved }: PaperlessPanelProps) {
  const ids = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [choice, setChoice] = useState<PaperlessPermissionBody>({ email: false, phone: false });
  const [save, setSave] = useState<Save>('idle');
  const { announcement, announce } = useDelayedAnnouncer();

  useEffect(() => {
    let live = true;
    api.call(operations.userContactInfo).then(
      (contact) => {
        if (!live) return;
        setLoad({ status: 'ready', contact });
        setChoice({ email: contact.email.paperlessAllowed, phone: contact.phone.paperlessAllowed });
      },
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  async function submit() {
    if (load.status !== 'ready' || save === 'saving') return;
    setSave('saving');
    let contact: UserContact;
    try {
      contact = await api.call(operations.paperlessPermission, { body: choice });
    } catch {
      setSave('failed');
      announce(t(language, CODES.saveFailed));
      return;
    }
    setLoad({ status: 'ready', contact });
    setChoice({ email: contact.email.paperlessAllowed, phone: contact.phone.paperlessAllowed });
    setSave('saved');
    announce(t(language, CODES.saved));
    // The shell's user (the front page's suggestion reads it); its own failures are the shell's.
    await Promise.resolve(onSaved()).catch(() => undefined);
  }

  const headingId = `${ids}-heading`;
  return (
    <section className="my-documents__paperless" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(language, CODES.heading)}</h2>
      <p>{t(language, CODES.intro)}</p>

      {load.status === 'loading' && <Spinner label={t(language, CODES.loading)} />}

      {load.status === 'failed' && (
        <LoadFailedAlert
          message={t(language, CODES.loadFailed)}
          retryLabel={t(language, CODES.retry)}
          onRetry={() => {
            setLoad({ status: 'loading' });
            setAttempt((count) => count + 1);
          }}
          className="my-documents__alert my-documents__alert--danger"
        />
      )}

      {load.status === 'ready' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <dl className="my-documents__fields">
            <div>
              <dt>{t(language, CODES.email)}</dt>
              <dd>{load.contact.email.value ?? t(language, CODES.notGiven)}</dd>
            </div>
            <div>
              <dt>{t(language, CODES.phone)}</dt>
              <dd>{load.contact.phone.value ?? t(language, CODES.notGiven)}</dd>
            </div>
          </dl>
          <p className="my-documents__paperless-state">
            {!load.contact.paperlessChosen
              ? t(language, CODES.notChosen)
              : load.contact.email.paperlessAllowed || load.contact.phone.paperlessAllowed
                ? t(language, CODES.inUse)
                : t(language, CODES.notInUse)}
          </p>
          <fieldset className="my-documents__channels">
            <legend>{t(language, CODES.channels)}</legend>
            {load.contact.email.value && (
              <label className="my-documents__check">
                <input
                  type="checkbox"
                  checked={choice.email}
                  onChange={(event) => {
                    setChoice({ ...choice, email: event.target.checked });
                    setSave('idle');
                  }}
                />
                {t(language, CODES.byEmail, { value: load.contact.email.value })}
              </label>
            )}
            {load.contact.phone.value && (
              <label className="my-documents__check">
                <input
                  type="checkbox"
                  checked={choice.phone}
                  onChange={(event) => {
                    setChoice({ ...choice, phone: event.target.checked });
                    setSave('idle');
                  }}
                />
                {t(language, CODES.byPhone, { value: load.contact.phone.value })}
              </label>
            )}
          </fieldset>
          <p className="my-documents__actions">
            <button
              type="submit"
              className="ef-button ef-button--primary"
              aria-disabled={save === 'saving' || undefined}
            >
              {t(language, CODES.save)}
            </button>
            {save === 'saving' && <span>{t(language, CODES.saving)}</span>}
            {save === 'saved' && <span className="my-documents__saved">{t(language, CODES.saved)}</span>}
          </p>
          {save === 'failed' && <p className="my-documents__error">{t(language, CODES.saveFailed)}</p>}
        </form>
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </section>
  );
}
