/**
 * The `dateRange` field (`ui:field: "dateRange"` on an object): the object's two date properties as one
 * period (SPEC §2 date-range picker, §5 range rules): a fieldset with two inputs (the `from` / `to`
 * properties' own `ui:title`, else 'Alkamispäivä' / 'Päättymispäivä', each with its `ui:description` and
 * `ui:help`) and one calendar button ('Valitse ajanjakso') that chooses the start and then the end.
 *
 * An object with other properties as well (`id`, `amount`, …) is rendered by RJSF's own `ObjectField`
 * and the theme's `ObjectFieldTemplate`, so those properties get the theme's widgets, templates, errors
 * and conditionals and the object's legend is its `ui:title`; the range pair takes the place of the
 * `from` property (its place in `ui:order`) as a group of its own whose legend is
 * `ui:options.rangeTitle` (a text code; 'Ajanjakso' without one), and the `to` property is not rendered
 * by itself. An object with only the two dates is the pair alone, its legend the object's `ui:title`
 * (else `rangeTitle`, else 'Ajanjakso').
 *
 * `ui:options`: `from` / `to` name the properties (default `startDate` / `endDate`); `fromRequired`
 * (or the schema's `required`) makes the start required, the schema's `required` (or `toRequired`) the
 * end; `minDate` / `maxDate` (ISO or `today`) bound both, and the same options in a part's own UI schema
 * (`"startDate": { "ui:options": { "maxDate": "today" } }`) bound that part.
 *
 * Form data per part works as in `DateWidget`: ISO when the text parses, the typed text otherwise.
 * Messages: once a part has been left (or chosen in the calendar) the field's own check shows the part's
 * message beside it and the range message (end before start, invalid period) below both; errors RJSF
 * passes in `errorSchema` are shown beside their part. Every message is tied to its input(s) with
 * `aria-describedby`.
 */
import { createContext, Fragment, useCallback, useContext, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { descriptionId, errorId, getTemplate, getUiOptions, helpId, toFieldPathId } from '@rjsf/utils';
import type {
  FieldProps,
  ObjectFieldTemplatePropertyType,
  ObjectFieldTemplateProps,
  RJSFSchema,
  UiSchema,
} from '@rjsf/utils';
import { isTextCode } from '../../../../texts/index.ts';
import {
  addDaysIso,
  DATE_ERROR_KINDS,
  isIsoDate,
  todayIso,
  validateDateInput,
} from '../../../../validators/date.ts';
import type { DateRangeValidationResult, DateValidationResult } from '../../../../validators/date.ts';
import { engineContext } from '../../formContext.ts';
import { LabelText } from '../../templates/RequiredMarker.tsx';
import { Calendar } from './Calendar.tsx';
import type { CalendarCloseReason } from './Calendar.tsx';
import { clampIso } from './calendarModel.ts';
import { CalendarButton, DATE_INPUT } from './DateWidget.tsx';
import { DATE_ERROR_CODES, DATE_TEXTS, RANGE_ERROR_CODES } from './dateTexts.ts';
import { blurredText, displayOf, limitsOf, sameValue, wireOf } from './dateValue.ts';
import type { DateLimits } from './dateValue.ts';

type Part = 'from' | 'to';
const PARTS: readonly Part[] = ['from', 'to'];

function unique(messages: readonly string[]): string[] {
  return messages.filter((message, index) => message !== '' && messages.indexOf(message) === index);
}

/**
 * The typed range checked as `validateDateRange` (validators/date.ts) checks it, but with each part's
 * own bounds: each part by `validateDateInput`, then the whole, first match wins: the end before the
 * start (`invalidRelation`); both parts typed and wrong (`invalidRange`); both valid with a disabled day
 * strictly between them (`invalidRange`).
 */
function checkRange(
  texts: Record<Part, string>,
  limits: Record<Part, DateLimits>,
  required: Record<Part, boolean>,
  today: string,
): DateRangeValidationResult {
  const check = (part: Part): DateValidationResult => {
    const { min, max, isDisabled } = limits[part];
    return validateDateInput(texts[part], {
      min,
      ...(max !== null ? { max } : {}),
      ...(isDisabled ? { isDisabled } : {}),
      required: required[part],
      today,
    });
  };
  const from = check('from');
  const to = check('to');
  // `isDateDisabled` is the field's own, the same for both parts.
  const isDisabled = limits.from.isDisabled;
  let range: DateRangeValidationResult['range'] = null;
  if (from.iso !== null && to.iso !== null && to.iso < from.iso) range = 'invalidRelation';
  else if (from.error !== null && to.error !== null && from.error !== 'required' && to.error !== 'required')
    range = 'invalidRange';
  else if (from.error === null && to.error === null && from.iso !== null && to.iso !== null && isDisabled) {
    for (let day = addDaysIso(from.iso, 1); day < to.iso; day = addDaysIso(day, 1)) {
      if (isDisabled(day)) {
        range = 'invalidRange';
        break;
      }
    }
  }
  return { from, to, range };
}

/** What `RangeObjectTemplate` needs from the field: which properties the pair replaces, and the pair. */
interface RangeSlot {
  from: string;
  to: string;
  pair: ReactNode;
  /** The object's own template (the theme's, or the object's `ui:ObjectFieldTemplate`). */
  Template: ComponentType<ObjectFieldTemplateProps>;
  uiSchema: UiSchema | undefined;
}

const RangeSlotContext = createContext<RangeSlot | null>(null);

/**
 * The object's template with the range pair in place of the `from` property (at the end when the schema
 * has no such property) and without the `to` property. A stable component: the field hands it the pair
 * through `RangeSlotContext`, so nothing remounts as the field renders again.
 */
function RangeObjectTemplate(props: ObjectFieldTemplateProps) {
  const slot = useContext(RangeSlotContext);
  if (slot === null) throw new Error('engine: RangeObjectTemplate is rendered by DateRangeField only');
  const { Template } = slot;
  const pair: ObjectFieldTemplatePropertyType = {
    name: slot.from,
    content: <Fragment key={slot.from}>{slot.pair}</Fragment>,
    disabled: props.disabled,
    readonly: props.readonly,
    hidden: false,
  };
  const properties = props.properties
    .filter((property) => property.name !== slot.to)
    .map((property) => (property.name === slot.from ? pair : property));
  if (!properties.includes(pair)) properties.push(pair);
  return <Template {...props} uiSchema={slot.uiSchema} properties={properties} />;
}

export default function DateRangeField(props: FieldProps) {
  const {
    schema,
    uiSchema,
    formData,
    errorSchema,
    fieldPathId,
    registry,
    disabled,
    readonly,
    hideError,
    rawErrors,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { t } = engineContext(registry.formContext);
  const textOf = (value: unknown): string | undefined =>
    typeof value === 'string' && value !== '' ? (isTextCode(value) ? t(value) : value) : undefined;
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions) as Record<string, unknown>;
  const names: Record<Part, string> = {
    from: typeof uiOptions.from === 'string' ? uiOptions.from : 'startDate',
    to: typeof uiOptions.to === 'string' ? uiOptions.to : 'endDate',
  };
  const propertySchema = (name: string): RJSFSchema => {
    const property = schema.properties?.[name];
    return typeof property === 'object' ? property : {};
  };
  const withOthers = Object.keys(schema.properties ?? {}).some(
    (name) => name !== names.from && name !== names.to,
  );
  const partUi: Record<Part, UiSchema | undefined> = {
    from: uiSchema?.[names.from] as UiSchema | undefined,
    to: uiSchema?.[names.to] as UiSchema | undefined,
  };
  const partOptions: Record<Part, Record<string, unknown>> = {
    from: getUiOptions(partUi.from) as Record<string, unknown>,
    to: getUiOptions(partUi.to) as Record<string, unknown>,
  };
  const schemaRequired = Array.isArray(schema.required) ? schema.required : [];
  const partRequired: Record<Part, boolean> = {
    from: uiOptions.fromRequired === true || schemaRequired.includes(names.from),
    to: uiOptions.toRequired === true || schemaRequired.includes(names.to),
  };
  const data = (formData ?? {}) as Record<string, unknown>;
  const values: Record<Part, unknown> = { from: data[names.from], to: data[names.to] };
  const childPathId = props.childFieldPathId ?? fieldPathId;
  const pathIds = {
    from: toFieldPathId(names.from, registry.globalFormOptions, childPathId),
    to: toFieldPathId(names.to, registry.globalFormOptions, childPathId),
  };
  const ids: Record<Part, string> = { from: pathIds.from.$id, to: pathIds.to.$id };
  const rangeMessageId = `${fieldPathId.$id}__range`;

  const [texts, setTexts] = useState<Record<Part, string>>(() => ({
    from: displayOf(values.from),
    to: displayOf(values.to),
  }));
  const [seen, setSeen] = useState<Record<Part, unknown>>(values);
  const [touched, setTouched] = useState<Record<Part, boolean>>({ from: false, to: false });
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Part>('from');
  const containerRef = useRef<HTMLFieldSetElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Form data changed from outside: show it, unless it is what the typed text stands for.
  if (!sameValue(values.from, seen.from) || !sameValue(values.to, seen.to)) {
    setSeen(values);
    const next = { ...texts };
    for (const part of PARTS) {
      if (!sameValue(values[part], wireOf(texts[part]))) next[part] = displayOf(values[part]);
    }
    setTexts(next);
  }

  const today = todayIso();
  // A part's own minDate / maxDate take the place of the field's.
  const partLimits = (part: Part): DateLimits => {
    const { minDate, maxDate } = partOptions[part];
    return limitsOf(
      {
        ...uiOptions,
        ...(minDate !== undefined ? { minDate } : {}),
        ...(maxDate !== undefined ? { maxDate } : {}),
      },
      today,
    );
  };
  const limits: Record<Part, DateLimits> = { from: partLimits('from'), to: partLimits('to') };
  const validation = checkRange(texts, limits, partRequired, today);
  const isoOf = (part: Part) => {
    const value = values[part];
    return typeof value === 'string' && isIsoDate(value) ? value : null;
  };
  const fromIso = isoOf('from');
  const toIso = isoOf('to');

  const changePart = (part: Part, typed: string) => {
    setTexts((previous) => ({ ...previous, [part]: typed }));
    onChange(wireOf(typed), [...childPathId.path, names[part]], undefined, ids[part]);
  };

  const close = useCallback((reason: CalendarCloseReason | 'chosen') => {
    setOpen(false);
    if (reason !== 'outside') buttonRef.current?.focus();
  }, []);

  const choose = (iso: string) => {
    if (phase === 'from') {
      changePart('from', displayOf(iso));
      if (toIso !== null && toIso < iso) changePart('to', '');
      setTouched((previous) => ({ ...previous, from: true }));
      setPhase('to');
    } else {
      changePart('to', displayOf(iso));
      setTouched({ from: true, to: true });
      close('chosen');
    }
  };

  // Messages: the field's own (once touched) and RJSF's, without repeats.
  const ownMessage = (part: Part) => {
    const error = validation[part].error;
    return touched[part] && error !== null ? t(RANGE_ERROR_CODES[part][error]) : '';
  };
  // RJSF's errors of a part; a single-date message (as the engine maps `format`, `required`, …) is said
  // in the part's own words ('Alkamispäivä …'), so that it and the field's own check say it once.
  const partErrors = (part: Part) =>
    ((errorSchema?.[names[part]]?.__errors ?? []) as string[]).map((message) => {
      const kind = DATE_ERROR_KINDS.find((candidate) => t(DATE_ERROR_CODES[candidate]) === message);
      return kind ? t(RANGE_ERROR_CODES[part][kind]) : message;
    });
  // The object's own errors (shown by the FieldTemplate) concern the dates when they are all there is.
  const fieldErrors = hideError || withOthers ? [] : (rawErrors ?? []);
  const messages: Record<Part, string[]> = {
    from: hideError ? [] : unique([ownMessage('from'), ...partErrors('from')]),
    to: hideError ? [] : unique([ownMessage('to'), ...partErrors('to')]),
  };
  const rangeMessage =
    !hideError && validation.range !== null && (touched.from || touched.to)
      ? t(RANGE_ERROR_CODES[validation.range])
      : '';
  const showRangeMessage =
    rangeMessage !== '' && ![...fieldErrors, ...messages.from, ...messages.to].includes(rangeMessage);

  const partSchemas: Record<Part, RJSFSchema> = {
    from: propertySchema(names.from),
    to: propertySchema(names.to),
  };
  const labels: Record<Part, string> = {
    from: textOf(partOptions.from.title) ?? textOf(partSchemas.from.title) ?? t(DATE_TEXTS.startDate),
    to: textOf(partOptions.to.title) ?? textOf(partSchemas.to.title) ?? t(DATE_TEXTS.endDate),
  };
  const descriptions: Record<Part, string | undefined> = {
    from: textOf(partOptions.from.description),
    to: textOf(partOptions.to.description),
  };
  const helps: Record<Part, string | undefined> = {
    from: textOf(partOptions.from.help),
    to: textOf(partOptions.to.help),
  };
  const rangeTitle = textOf(uiOptions.rangeTitle);
  const legend = withOthers
    ? (rangeTitle ?? t(DATE_TEXTS.period))
    : (textOf(uiOptions.title) ?? textOf(schema.title) ?? rangeTitle ?? t(DATE_TEXTS.period));

  const describedBy = (part: Part) =>
    [
      messages[part].length > 0 ? errorId(ids[part]) : '',
      showRangeMessage ? rangeMessageId : '',
      fieldErrors.length > 0 ? errorId(fieldPathId) : '',
      descriptions[part] ? descriptionId(ids[part]) : '',
      helps[part] ? helpId(ids[part]) : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const { DescriptionFieldTemplate, FieldHelpTemplate } = registry.templates;
  // The range's one calendar button, attached to the end date's input: it chooses the start, then the end.
  const openButton = (
    <CalendarButton
      buttonRef={buttonRef}
      label={t(DATE_TEXTS.chooseRange)}
      open={open}
      disabled={disabled || readonly}
      onClick={() => {
        setPhase('from');
        setOpen((wasOpen) => !wasOpen);
      }}
    />
  );
  const renderPart = (part: Part): ReactNode => {
    const invalid = messages[part].length > 0 || showRangeMessage || fieldErrors.length > 0;
    return (
      <div className={`date-range__part ef-field${invalid ? ' ef-field--invalid' : ''}`}>
        <label htmlFor={ids[part]} className="ef-label">
          <LabelText text={labels[part]} required={partRequired[part]} registry={registry} />
        </label>
        {descriptions[part] && (
          <DescriptionFieldTemplate
            id={descriptionId(ids[part])}
            description={descriptions[part]}
            schema={partSchemas[part]}
            uiSchema={partUi[part]}
            registry={registry}
          />
        )}
        <div className="date-picker">
          <input
            {...DATE_INPUT}
            id={ids[part]}
            name={ids[part]}
            value={texts[part]}
            placeholder={t(DATE_TEXTS.placeholder)}
            required={partRequired[part]}
            disabled={disabled}
            readOnly={readonly}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(part)}
            onChange={(event) => changePart(part, event.target.value)}
            onBlur={() => {
              const shown = blurredText(texts[part]);
              if (shown !== texts[part]) setTexts((previous) => ({ ...previous, [part]: shown }));
              setTouched((previous) => ({ ...previous, [part]: true }));
              onBlur(ids[part], wireOf(texts[part]));
            }}
            onFocus={() => onFocus(ids[part], wireOf(texts[part]))}
          />
          {part === 'to' && openButton}
        </div>
        {messages[part].length > 0 && (
          <ul id={errorId(ids[part])} className="error-detail">
            {messages[part].map((message) => (
              <li key={message} className="text-danger">
                {message}
              </li>
            ))}
          </ul>
        )}
        {helps[part] && (
          <FieldHelpTemplate
            help={helps[part]}
            fieldPathId={pathIds[part]}
            schema={partSchemas[part]}
            uiSchema={partUi[part]}
            hasErrors={messages[part].length > 0}
            registry={registry}
          />
        )}
      </div>
    );
  };

  const phaseLimits = limits[phase];
  const pair = (
    <fieldset
      ref={containerRef}
      id={withOthers ? `${fieldPathId.$id}__dates` : fieldPathId.$id}
      className="date-range"
    >
      <legend className="ef-legend">{legend}</legend>
      <div className="date-range__parts">
        {renderPart('from')}
        {renderPart('to')}
      </div>
      {showRangeMessage && (
        <p id={rangeMessageId} className="text-danger">
          {rangeMessage}
        </p>
      )}
      {open && (
        <Calendar
          t={t}
          label={t(DATE_TEXTS.chooseRange)}
          prompt={labels[phase]}
          initialFocus={fromIso ?? clampIso(today, limits.from.min, limits.from.max)}
          today={today}
          min={phaseLimits.min}
          max={phaseLimits.max}
          isDisabled={(iso) =>
            Boolean(phaseLimits.isDisabled?.(iso)) || (phase === 'to' && fromIso !== null && iso < fromIso)
          }
          isSelected={(iso) =>
            fromIso !== null && (iso === fromIso || (toIso !== null && iso >= fromIso && iso <= toIso))
          }
          onChoose={choose}
          onClear={() => {
            changePart('from', '');
            changePart('to', '');
            setOpen(false);
            buttonRef.current?.focus();
          }}
          onClose={close}
          containerRef={containerRef}
        />
      )}
    </fieldset>
  );

  if (!withOthers) return pair;

  // The other properties as RJSF renders any object, through the object's own template.
  const { ObjectField } = registry.fields;
  if (!ObjectField) throw new Error('engine: the registry has no ObjectField');
  const slot: RangeSlot = {
    from: names.from,
    to: names.to,
    pair,
    Template: getTemplate('ObjectFieldTemplate', registry, getUiOptions(uiSchema, registry.globalUiOptions)),
    uiSchema,
  };
  return (
    <RangeSlotContext.Provider value={slot}>
      <ObjectField {...props} uiSchema={{ ...uiSchema, 'ui:ObjectFieldTemplate': RangeObjectTemplate }} />
    </RangeSlotContext.Provider>
  );
}
