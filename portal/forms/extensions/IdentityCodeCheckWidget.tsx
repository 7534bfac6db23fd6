/**
 * An identity code field with the check of POST /v1/hyp/hetu-to-henro beside it (the
 * `identityCodeCheck` extension, identityCodeCheck.ts).
 *
 * Built outside the engine, like the post office: the page watches the form's changes
 * (`useHetuCheck().onHetu`), and once the field holds a valid identity code and the typing has
 * paused it asks the server; the answer reaches this widget through a context. The widget is the
 * theme's text input plus a polite status line under it: the person's name when the server tells it
 * (only for the caller's own rentees), else a neutral "checked". A failed or negative check shows
 * nothing and never blocks the form: the form's own validation decides what can be sent.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { t, type Language } from '../../../texts/index.ts';
import { isValidHetu } from '../../../validators/hetu.ts';
import { operations, type ValidityCheck } from '../../../api/contract.ts';
import { api } from '../../api/client.ts';
import './identityCodeCheck.css';

export const IDENTITY_CHECK_CODES = {
  checkedName: '149050',
  checked: '149051',
  checking: '149052',
} as const;

export const HETU_CHECK_WIDGET = 'hetuCheck';
/** How long typing must pause before a valid identity code is checked. */
export const HETU_CHECK_DEBOUNCE_MS = 500;

export type HetuCheckState =
  { hetu: string; status: 'checking' } | { hetu: string; status: 'checked'; result: ValidityCheck };

export const HetuCheckContext = createContext<{ language: Language; check: HetuCheckState | null }>({
  language: 'fi',
  check: null,
});

/** What the status line says for a check of the code the field now holds. */
export function hetuCheckText(language: Language, check: HetuCheckState | null): string {
  if (!check) return '';
  if (check.status === 'checking') return t(language, IDENTITY_CHECK_CODES.checking);
  const { valid, firstname, lastname } = check.result;
  if (!valid) return '';
  const name = [firstname, lastname].filter(Boolean).join(' ');
  return name
    ? t(language, IDENTITY_CHECK_CODES.checkedName, { name })
    : t(language, IDENTITY_CHECK_CODES.checked);
}

/** The check's state, and `onHetu` for the page to call with the field's value on every change. */
export function useHetuCheck(): {
  check: HetuCheckState | null;
  onHetu: (value: unknown) => void;
  reset: () => void;
} {
  const [check, setCheck] = useState<HetuCheckState | null>(null);
  /** The code last asked about (or about to be): a later answer for another code is dropped. */
  const asked = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onHetu = useCallback((value: unknown) => {
    const hetu = typeof value === 'string' ? value.trim().toUpperCase() : '';
    if (hetu === asked.current) return;
    clearTimeout(timer.current);
    if (!isValidHetu(hetu)) {
      asked.current = null;
      setCheck(null);
      return;
    }
    asked.current = hetu;
    timer.current = setTimeout(() => {
      setCheck({ hetu, status: 'checking' });
      api.call(operations.hetuToHenro, { body: { hetu } }).then(
        (result) => {
          if (asked.current === hetu) setCheck({ hetu, status: 'checked', result });
        },
        () => {
          // Not checked: nothing to say, nothing blocked.
          if (asked.current === hetu) setCheck(null);
        },
      );
    }, HETU_CHECK_DEBOUNCE_MS);
  }, []);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    asked.current = null;
    setCheck(null);
  }, []);

  return { check, onHetu, reset };
}

export function HetuCheckWidget(props: WidgetProps) {
  const { language, check } = useContext(HetuCheckContext);
  const value = typeof props.value === 'string' ? props.value.trim().toUpperCase() : '';
  const text = check && check.hetu === value ? hetuCheckText(language, check) : '';
  const Text = props.registry.widgets['TextWidget'];
  return (
    <>
      {Text ? <Text {...props} /> : null}
      {/* Always rendered, so that screen readers hear what appears in it. */}
      <p id={`${props.id}__check`} className="identity-code-check" role="status">
        {text}
      </p>
    </>
  );
}
