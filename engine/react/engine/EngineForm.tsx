/**
 * RJSF's Form with a short way for the change a keystroke makes. RJSF handles every change the same
 * way: it deep-copies the whole form's data, computes the defaults of the whole form again, resolves
 * its conditions and re-sanitizes the data against them. With 200 rentees that is most of what a
 * keystroke costs, and the deep copy makes every field's data new, so nothing below the Form can
 * tell what did not change.
 *
 * A change of a passive field (engine/core/passiveFields.ts: no condition reads it, it has no
 * default, constant, enumeration or choice) to a text, number or truth value, or emptying it, can
 * change nothing but that field. When the data it is applied to is itself what RJSF's own handling produced, RJSF's
 * result is that data with the one value set, and the same resolved schema, so that is what the
 * short way gives, copying only the objects on the field's path (the rest keeps its identity). Any
 * other change takes RJSF's own way. EngineForm.test.ts checks the two agree over random edits of
 * every form.
 *
 * Data that RJSF's handling of a change did not settle (the form's first data, an item added, a
 * field emptied, a submit) is checked once the browser is idle, RJSF's way (isSettledByRjsf), so
 * that the next keystroke takes the short way instead of paying for the whole form (with 200
 * rentees, 15–25 ms on the first key typed after adding a rentee).
 */
import Form, { type FormProps, type FormState } from '@rjsf/core';
import {
  deepEquals,
  getByPath,
  type ErrorSchema,
  type FieldPathList,
  type SchemaUtilsType,
} from '@rjsf/utils';
import { isPassiveField } from '../../core/passiveFields.ts';
import { shareStructure } from './StableArrayField.tsx';
import type { FormSchema } from '../../core/types.ts';

/** A yes/no question starts unanswered: the person chooses, nothing is pre-answered for them. */
/**
 * RJSF's defaults: a required boolean starts empty, and a `const` is never a default, so that a
 * confirmation (`const: true`) starts unticked and the person ticks it.
 */
export const DEFAULT_STATE_BEHAVIOUR = { requiredBooleanDefault: 'skip', constAsDefaults: 'never' } as const;

export interface FieldChange {
  newValue: unknown;
  path: FieldPathList;
  newErrorSchema?: ErrorSchema;
}

type AnyFormState = FormState<unknown>;
type AnyFormProps = FormProps<unknown>;
type ProcessChange = (
  change: FieldChange,
  isLast: boolean,
  prevState: AnyFormState,
  props: AnyFormProps,
) => Partial<AnyFormState>;

/** RJSF's own change handling (a private method of its Form). */
export const rjsfProcessChange = (Form.prototype as unknown as { processChange: ProcessChange })
  .processChange;

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return value !== null && typeof value === 'object';
}

/**
 * `data` with `value` at `path`, copying only the objects along the path; null unless every object on
 * the path is there and of the kind the path says (an array for an index, else an object) and the
 * value replaced is a plain value or nothing.
 */
function setAlongPath(data: unknown, path: FieldPathList, value: unknown): unknown {
  const [head, ...rest] = path as (string | number)[];
  if (head === undefined || !isContainer(data) || Array.isArray(data) !== (typeof head === 'number'))
    return null;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(data) ? [...data] : { ...data };
  const key = head as never;
  if (rest.length === 0) {
    if (isContainer(copy[key])) return null;
    copy[key] = value as never;
    return copy;
  }
  const inner = setAlongPath(copy[key], rest, value);
  if (inner === null) return null;
  copy[key] = inner as never;
  return copy;
}

/** `data` with `value` at `path` (copying along the path), as the field reported it; null if the path is not there. */
function asReported(data: unknown, path: FieldPathList, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as (string | number)[];
  if (!isContainer(data) || head === undefined) return null;
  const inner = asReported((data as Record<string, unknown>)[head], rest, value);
  if (inner === null) return null;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(data) ? [...data] : { ...data };
  (copy as Record<string, unknown>)[head] = inner;
  return copy;
}

/**
 * Whether RJSF's own handling of `change` leaves the data settled: defaults applied and, where RJSF
 * sanitizes, sanitized against the conditions the data selects, so that handling it again changes
 * nothing. RJSF sanitizes after a field is given a value only: not after an array or object is
 * replaced (an item added or removed), and a field emptied keeps no value even where it has a
 * default until the next change puts the default back.
 */
export function settlesData(change: FieldChange, prevState: AnyFormState, props: AnyFormProps): boolean {
  const { newValue, path } = change;
  const rootPathId = prevState.fieldPathId.path[0] ?? '';
  const isRootPath = path.length === 0 || (path.length === 1 && path[0] === rootPathId);
  return (
    !isRootPath &&
    newValue !== undefined &&
    !isContainer(newValue) &&
    !props.disabled &&
    !props.readonly &&
    !!prevState.retrievedSchema
  );
}

/**
 * The state RJSF's `processChange` would give for `change`, when the short way applies; else null.
 * `settled` holds the settled data (see settlesData) that RJSF's handling or this produced, each
 * with the schema utils it was produced with.
 */
export function passiveChange(
  change: FieldChange,
  prevState: AnyFormState,
  props: AnyFormProps,
  settled: WeakMap<object, SchemaUtilsType>,
): Partial<AnyFormState> | null {
  const { newValue, path, newErrorSchema } = change;
  const { formData, schemaUtils, fieldPathId, customErrors } = prevState;
  const valueType = typeof newValue;
  if (
    valueType !== 'string' &&
    valueType !== 'boolean' &&
    valueType !== 'undefined' && // emptied: a passive field has no default to come back
    !(valueType === 'number' && Number.isFinite(newValue))
  )
    return null;
  // Errors a widget raised with its change, or holds for this field, are RJSF's to merge or clear.
  if (newErrorSchema) return null;
  if (
    customErrors &&
    (getByPath(customErrors.ErrorSchema, [...path, '__errors']) as unknown[] | undefined)?.length
  )
    return null;
  // The options under which a change does more than set data: live validation, omitting extra data.
  const { liveValidate, noValidate, omitExtraData, liveOmit } = props as AnyFormProps & {
    liveValidate?: unknown;
    noValidate?: boolean;
  };
  if (liveValidate && !noValidate) return null;
  if (omitExtraData && liveOmit) return null;
  if (!isContainer(formData) || Object.keys(formData).length === 0) return null;
  if (settled.get(formData) !== schemaUtils) return null;
  const rootPathId = fieldPathId.path[0] ?? '';
  if (path.length === 0 || (path.length === 1 && path[0] === rootPathId)) return null;
  if (
    schemaUtils.doesSchemaUtilsDiffer(
      props.validator,
      props.schema,
      props.experimental_defaultFormStateBehavior,
      props.experimental_customMergeAllOf,
    )
  )
    return null;
  if (!isPassiveField(schemaUtils.getRootSchema() as FormSchema, path)) return null;
  const next = setAlongPath(formData, path, newValue);
  if (next === null) return null;
  return { formData: next, retrievedSchema: prevState.retrievedSchema };
}

/** The first text, number or truth value of `data` (depth first) and its path; null if it has none. */
function firstValue(
  data: unknown,
  path: (string | number)[] = [],
): { path: FieldPathList; value: unknown } | null {
  if (!isContainer(data)) {
    const kind = typeof data;
    return path.length > 0 && (kind === 'string' || kind === 'number' || kind === 'boolean')
      ? { path, value: data }
      : null;
  }
  const entries: [string | number, unknown][] = Array.isArray(data)
    ? data.map((value, index) => [index, value])
    : Object.entries(data);
  for (const [key, value] of entries) {
    const found = firstValue(value, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Whether `state`'s data is settled (see settlesData), asked of RJSF itself: its handling of a change
 * that sets one of the data's values to what it already is must give the same data, the same
 * resolved schema and the same schema utils. Data with no value to set is not called settled.
 * `form` is the Form whose state it is (RJSF's handling is a method of it; it changes nothing there).
 */
export function isSettledByRjsf(form: object, state: AnyFormState, props: AnyFormProps): boolean {
  const probe = firstValue(state.formData);
  if (!probe) return false;
  const change: FieldChange = { path: probe.path, newValue: probe.value };
  if (!settlesData(change, state, props)) return false;
  const result = rjsfProcessChange.call(form, change, true, state, props);
  return (
    (result.schemaUtils ?? state.schemaUtils) === state.schemaUtils &&
    deepEquals(result.formData, state.formData) &&
    deepEquals(result.retrievedSchema, state.retrievedSchema)
  );
}

/** Runs `task` when the browser is idle (at the latest after a second); returns how to cancel it. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}

/** RJSF's Form, with the short way for a passive field's change (see above). */
export class EngineForm<T> extends Form<T> {
  private readonly settled = new WeakMap<object, SchemaUtilsType>();
  /** Data checked when idle and found unsettled: not checked again. */
  private readonly unsettled = new WeakSet<object>();
  private cancelSettling: (() => void) | null = null;

  constructor(props: FormProps<T>) {
    super(props);
    const processChange: ProcessChange = (change, isLast, prevState, changeProps) => {
      const short = passiveChange(change, prevState, changeProps, this.settled);
      let state = short ?? rjsfProcessChange.call(this, change, isLast, prevState, changeProps);
      if (!short && isContainer(state.formData)) {
        // RJSF's result is a deep copy: what equals the data before the change (or, on the changed
        // path, what the field reported, e.g. an array's items as its ArrayField holds them) keeps
        // its identity, so the fields of unchanged data need not render again.
        const before = asReported(prevState.formData, change.path, change.newValue) ?? prevState.formData;
        state = { ...state, formData: shareStructure(before, state.formData) };
      }
      if (isContainer(state.formData) && (short || settlesData(change, prevState, changeProps)))
        this.settled.set(state.formData, state.schemaUtils ?? prevState.schemaUtils);
      return state;
    };
    // Should a release of RJSF rename its handling, the Form stays RJSF's own (EngineForm.test.ts fails).
    if (typeof rjsfProcessChange === 'function')
      (this as unknown as { processChange: ProcessChange }).processChange = processChange;
  }

  override componentDidMount(): void {
    this.settleWhenIdle();
  }

  override componentDidUpdate(...update: Parameters<Form<T>['componentDidUpdate']>): void {
    super.componentDidUpdate(...update);
    this.settleWhenIdle();
  }

  override componentWillUnmount(): void {
    this.cancelSettling?.();
    this.cancelSettling = null;
  }

  /** When the data is neither known settled nor known not to be, asks RJSF once the browser is idle. */
  private settleWhenIdle(): void {
    if (this.cancelSettling || !this.mayBeSettled(this.state as AnyFormState)) return;
    this.cancelSettling = whenIdle(() => {
      this.cancelSettling = null;
      this.settle(this.state as AnyFormState);
    });
  }

  /**
   * Notes `state`'s data as settled when RJSF says it is (isSettledByRjsf), so that a change to it
   * may take the short way, or as not settled, so that it is not asked again; answers whether it is
   * settled. The idle task's work; EngineForm.test.ts calls it between random edits.
   */
  settle(state: AnyFormState): boolean {
    const { formData, schemaUtils } = state;
    if (!isContainer(formData) || this.unsettled.has(formData)) return false;
    if (this.settled.get(formData) === schemaUtils) return true;
    if (isSettledByRjsf(this, state, this.props as AnyFormProps)) {
      this.settled.set(formData, schemaUtils);
      return true;
    }
    this.unsettled.add(formData);
    return false;
  }

  private mayBeSettled({ formData, schemaUtils }: AnyFormState): boolean {
    return (
      isContainer(formData) && this.settled.get(formData) !== schemaUtils && !this.unsettled.has(formData)
    );
  }
}
