import type { RegistryWidgetsType } from '@rjsf/utils';
import BicWidget from './BicWidget';
import CheckboxesWidget from './CheckboxesWidget';
import CheckboxWidget from './CheckboxWidget';
import IbanWidget from './IbanWidget';
import MoneyWidget from './MoneyWidget';
import RadioWidget from './RadioWidget';
import SelectWidget from './SelectWidget';
import TextareaWidget from './TextareaWidget';
import TextWidget from './TextWidget';

export {
  BicWidget,
  CheckboxesWidget,
  CheckboxWidget,
  IbanWidget,
  MoneyWidget,
  RadioWidget,
  SelectWidget,
  TextareaWidget,
  TextWidget,
};

/**
 * The theme's widgets by the names `ui:widget` uses (engine/README.md) and by RJSF's default
 * names, so fields without `ui:widget` get them too. The date widgets are added by FormEngine.
 */
export const widgets: RegistryWidgetsType = {
  TextWidget,
  text: TextWidget,
  TextareaWidget,
  textarea: TextareaWidget,
  money: MoneyWidget,
  SelectWidget,
  select: SelectWidget,
  RadioWidget,
  radio: RadioWidget,
  CheckboxWidget,
  checkbox: CheckboxWidget,
  CheckboxesWidget,
  checkboxes: CheckboxesWidget,
  iban: IbanWidget,
  bic: BicWidget,
};
