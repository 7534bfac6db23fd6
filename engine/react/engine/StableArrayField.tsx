/**
 * RJSF's ArrayField with stable props, so that its memoized items (ArrayFieldItem, a React.memo
 * with shallow comparison) really skip the items that did not change. Without it every item of
 * an array re-renders on every keystroke anywhere in the form, which is what made a form with 200
 * rentees slow:
 *
 * - the Form deep-copies its data on every change (structuredClone), so every item is a new object;
 * - the SchemaField above the array hands it a fresh copy of its UI schema and error schema on
 *   every render (it strips `ui:classNames`/`ui:style` and `__errors` by spreading);
 * - retrieveSchema may return a new schema object, which also renews the array's add/remove
 *   callbacks that every item receives.
 *
 * Each of those props is given back as the object of the previous render wherever it is equal to
 * it (structural sharing: an unchanged item or error entry keeps its identity, a changed one gets
 * the new object). What RJSF renders is unchanged; it only does less of it.
 */
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';

const RjsfArrayField = getDefaultRegistry().fields.ArrayField as (props: FieldProps) => React.ReactNode;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** An array with an item at every index and no other own property. */
function isPlainArray(value: unknown[]): boolean {
  return Object.keys(value).length === value.length;
}

/**
 * `next`, with every part that is deeply equal to the same part of `previous` replaced by that part
 * of `previous`: the result is `previous` itself when the two are equal, and `next` itself when no
 * part of it is. Plain objects and arrays are compared by content, anything else (functions, dates,
 * class instances) by identity.
 */
export function shareStructure<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  if (Array.isArray(next)) {
    // Only dense arrays of items alike: a hole or a named property (which a path like
    // `items.name` sets on an array) would be lost or kept by mistake.
    if (!Array.isArray(previous) || !isPlainArray(previous) || !isPlainArray(next)) return next;
    let same = previous.length === next.length;
    let reused = false;
    const shared = next.map((value: unknown, index) => {
      const item = shareStructure(previous[index], value);
      if (!Object.is(item, previous[index])) same = false;
      if (!Object.is(item, value)) reused = true;
      return item;
    });
    return (same ? previous : reused ? shared : next) as T;
  }
  if (isPlainObject(next)) {
    if (!isPlainObject(previous)) return next;
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    let reused = false;
    const shared: Record<string, unknown> = {};
    for (const key of keys) {
      const value = shareStructure(previous[key], next[key]);
      if (!Object.is(value, previous[key]) || !(key in previous)) same = false;
      if (!Object.is(value, next[key])) reused = true;
      shared[key] = value;
    }
    return (same ? previous : reused ? shared : next) as T;
  }
  return next;
}

/**
 * `next`, sharing structure (see shareStructure) with what this hook returned at the last committed
 * render: what did not change keeps its identity, so memoized children can skip it.
 */
export function useSharedStructure<T>(next: T): T {
  const committed = useRef<T>(next);
  // eslint-disable-next-line react-hooks/refs -- reading the last committed value is the point
  const shared = shareStructure(committed.current, next);
  useEffect(() => {
    committed.current = shared;
  });
  return shared;
}

const SHARED_PROPS = [
  'formData',
  'errorSchema',
  'rawErrors',
  'uiSchema',
  'schema',
  'fieldPathId',
  'childFieldPathId',
] as const satisfies readonly (keyof FieldProps)[];

type SharedProps = Partial<Pick<FieldProps, (typeof SHARED_PROPS)[number]>>;

function shareProps(previous: SharedProps | null, props: FieldProps): SharedProps {
  const shared: SharedProps = {};
  for (const key of SHARED_PROPS) {
    if (key in props) (shared as Record<string, unknown>)[key] = shareStructure(previous?.[key], props[key]);
  }
  return shared;
}

export default function StableArrayField(props: FieldProps) {
  const rendered = useRef<SharedProps | null>(null);
  // Compared with the props of the last committed render (the effect stores them), so a render that
  // React throws away never becomes the reference. RJSF's ArrayField keeps refs the same way.
  // eslint-disable-next-line react-hooks/refs -- reading the last committed props is the point
  const shared = shareProps(rendered.current, props);
  useEffect(() => {
    rendered.current = shared;
  });
  return <RjsfArrayField {...props} {...shared} />;
}
