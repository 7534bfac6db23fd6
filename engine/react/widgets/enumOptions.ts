import { useMemo } from 'react';
import { getOptionValueFormat, getUiOptions, type EnumOptionsType, type WidgetProps } from '@rjsf/utils';
import type { Translate } from '../../../texts/index.ts';
import { WIDGET_TEXT } from './textCodes.ts';

/**
 * The options of an enum widget. RJSF labels a boolean's two options with its own English
 * 'Yes'/'No' when the UI schema names none; those are replaced by the register's texts.
 */
export function enumOptionsOf(
  props: Pick<WidgetProps, 'options' | 'schema' | 'uiSchema'>,
  t: Translate,
): EnumOptionsType[] {
  const { options, schema, uiSchema } = props;
  const list = options.enumOptions ?? [];
  const named = getUiOptions(uiSchema).enumNames !== undefined || schema.oneOf !== undefined;
  if (schema.type !== 'boolean' || named) return list;
  return list.map((option) =>
    typeof option.value === 'boolean'
      ? { ...option, label: t(option.value ? WIDGET_TEXT.yes : WIDGET_TEXT.no) }
      : option,
  );
}

/**
 * What every choice widget (select, radios, checkboxes) reads from its props: the options with
 * the register's yes/no, the value format RJSF encodes them in, and the disabled values.
 */
export function useEnumChoices(props: Pick<WidgetProps, 'options' | 'schema' | 'uiSchema'>, t: Translate) {
  const { options, schema, uiSchema } = props;
  const enumOptions = useMemo(
    () => enumOptionsOf({ options, schema, uiSchema }, t),
    [options, schema, uiSchema, t],
  );
  const format = getOptionValueFormat(options);
  const enumDisabled = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  return { enumOptions, format, enumDisabled };
}
