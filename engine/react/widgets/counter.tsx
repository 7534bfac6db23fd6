import { useCallback, useEffect, useRef } from 'react';
import type { GenericObjectType, WidgetProps } from '@rjsf/utils';
import type { Translate } from '../../../texts/index.ts';
import { WIDGET_TEXT } from './textCodes.ts';

/** How often at most the remaining characters are announced (engine/README.md: `ui:options.counter`). */
export const COUNTER_ANNOUNCE_INTERVAL_MS = 2000;

/**
 * Throttles live-region announcements: the first message is said at once, later ones at most once
 * per `intervalMs`, and the last message of a burst is always said (a trailing call), so a screen
 * reader user hears the final count when they stop typing.
 */
export function useThrottledAnnounce(
  announce: (message: string) => void,
  intervalMs: number = COUNTER_ANNOUNCE_INTERVAL_MS,
): (message: string) => void {
  const announceRef = useRef(announce);
  const state = useRef<{ last: number; timer?: ReturnType<typeof setTimeout>; pending?: string }>({
    last: Number.NEGATIVE_INFINITY,
  });

  useEffect(() => {
    announceRef.current = announce;
  }, [announce]);

  useEffect(() => {
    const current = state.current;
    return () => {
      if (current.timer !== undefined) clearTimeout(current.timer);
      current.timer = undefined;
    };
  }, []);

  return useCallback(
    (message: string) => {
      const current = state.current;
      current.pending = message;
      if (current.timer !== undefined) return;
      const flush = () => {
        current.timer = undefined;
        if (current.pending === undefined) return;
        announceRef.current(current.pending);
        current.pending = undefined;
        current.last = Date.now();
      };
      const wait = current.last + intervalMs - Date.now();
      if (wait <= 0) flush();
      else current.timer = setTimeout(flush, wait);
    },
    [intervalMs],
  );
}

export function remainingCharacters(text: string, maxLength: number): number {
  return Math.max(0, maxLength - text.length);
}

export function counterText(t: Translate, text: string, maxLength: number): string {
  return t(WIDGET_TEXT.charactersLeft, { n: remainingCharacters(text, maxLength) });
}

/** The visible remaining-characters line; screen readers get it from the live region instead. */
export function CharacterCounter({ text }: { text: string }) {
  return (
    <p className="ef-counter" aria-hidden="true">
      {text}
    </p>
  );
}

/** `maxLength` of a schema when the UI schema asks for a counter (`ui:options.counter`). */
export function counterMaxLength(
  options: WidgetProps['options'],
  schema: WidgetProps['schema'],
): number | undefined {
  return (options as GenericObjectType).counter === true && typeof schema.maxLength === 'number'
    ? schema.maxLength
    : undefined;
}
