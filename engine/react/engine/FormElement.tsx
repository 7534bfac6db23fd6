/**
 * The `<form>` element of RJSF's Form (its `tagName`), made here rather than by React: the fields are
 * rendered into it through a portal, so React never keeps its own properties on it.
 *
 * Why: a form element answers a read of any of its properties by first looking for a control of that
 * name among its fields (HTML's [LegacyOverrideBuiltIns] named getter), and the browser drops its
 * index of those names whenever a field's `name` attribute is set, which React does to an input on
 * every keystroke (its updateInput sets `name` to '' and back). React reads its props property on
 * every host element above an event's target for every event it dispatches, and writes it whenever
 * the element renders, so with 200 rentees (1,025 controls) a keystroke rebuilt that index twice, at
 * 0.1–0.2 ms a time. A portal's container is not a host element of React's tree: React reads it only
 * when the selection changes (once a keystroke, after the keystroke's own events). Measured with
 * `npm run bench` at 200 rentees, three runs each, script time a keystroke: the landlord's name
 * 1.2–1.7 → 0.9–1.1 ms, after a failed submit 1.6–2.4 → 1.2–1.5 ms; the last rentee's first name
 * 2.5–3.2 → 2.0–2.3 ms.
 *
 * What stays the same: the fields are inside a real form (Enter in a field submits it, assistive
 * technology sees a form), React's events reach the fields as before (React listens on a portal's
 * container itself), and RJSF's `ref` is the form element. Only the form's own `onSubmit` React
 * cannot attach (the form is not its element): the submit event is listened to here and handed to
 * RJSF's handler, which asks of it what it asks of React's (`preventDefault`, `target`,
 * `currentTarget`, `persist`).
 */
import {
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';

/** What RJSF's Form hands its `tagName` (Form.render in @rjsf/core). */
export interface FormElementProps {
  children?: ReactNode;
  className?: string;
  id?: string;
  name?: string;
  method?: string;
  target?: string;
  action?: string;
  autoComplete?: string;
  encType?: string;
  acceptCharset?: string;
  noValidate?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  ref?: Ref<HTMLFormElement | null>;
}

// The element's methods from the prototype: a method read from the form itself (`form.setAttribute`)
// is looked up among its controls first, the very lookup this component keeps off the keystrokes.
const { setAttribute, removeAttribute } = Element.prototype;
const { addEventListener, removeEventListener } = EventTarget.prototype;

/** A native submit event as RJSF's handler reads a React one (it calls `persist`, which only React's has). */
function asFormEvent(event: SubmitEvent): FormEvent<HTMLFormElement> {
  return Object.assign(event, { nativeEvent: event, persist() {}, isPersistent: () => true }) as never;
}

export function FormElement({
  children,
  className,
  id,
  name,
  method,
  target,
  action,
  autoComplete,
  encType,
  acceptCharset,
  noValidate,
  onSubmit,
  ref,
}: FormElementProps) {
  const [form] = useState(() => document.createElement('form'));
  useImperativeHandle(ref, () => form, [form]);

  // Written when one of them changes, not on every render (RJSF's Form renders on every keystroke).
  useLayoutEffect(() => {
    const attributes: Record<string, string | undefined> = {
      class: className,
      id,
      name,
      method,
      target,
      action,
      autocomplete: autoComplete,
      enctype: encType,
      'accept-charset': acceptCharset,
      novalidate: noValidate ? '' : undefined,
    };
    for (const [attribute, value] of Object.entries(attributes)) {
      if (value === undefined) removeAttribute.call(form, attribute);
      else setAttribute.call(form, attribute, value);
    }
  }, [form, className, id, name, method, target, action, autoComplete, encType, acceptCharset, noValidate]);

  const submitHandler = useRef(onSubmit);
  useLayoutEffect(() => {
    submitHandler.current = onSubmit;
  });
  // In the commit that puts the form in the page, as React would attach its own onSubmit.
  useLayoutEffect(() => {
    const submit = (event: Event) => submitHandler.current?.(asFormEvent(event as SubmitEvent));
    addEventListener.call(form, 'submit', submit);
    return () => removeEventListener.call(form, 'submit', submit);
  }, [form]);

  // A ref callback (one for the form's life): React attaches it before the fields' own layout effects
  // run, as the placeholder comes before the portal, so a field that takes focus as it mounts finds
  // the form in the document.
  const place = useCallback(
    (placeholder: HTMLDivElement | null) => {
      if (!placeholder) return;
      placeholder.append(form);
      return () => form.remove();
    },
    [form],
  );
  return (
    <>
      <div className="ef-form-element" ref={place} />
      {createPortal(children, form)}
    </>
  );
}
