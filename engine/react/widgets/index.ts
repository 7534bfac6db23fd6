import type { RegistryWidgetsType } from '@rjsf/utils';
import BicWidget from './BicWidget.tsx';
import CheckboxesWidget from './CheckboxesWidget.tsx';
import CheckboxWidget from './CheckboxWidget.tsx';
import ConfirmWidget from './ConfirmWidget.tsx';
import IbanWidget from './IbanWidget.tsx';
import MoneyWidget from './MoneyWidget.tsx';
import RadioWidget from './RadioWidget.tsx';
import SelectWidget from './SelectWidget.tsx';
import TextareaWidget from './TextareaWidget.tsx';
import TextWidget from './TextWidget.tsx';
import WholeNumberWidget from './WholeNumberWidget.tsx';

export {
  BicWidget,
  CheckboxesWidget,
  CheckboxWidget,
  ConfirmWidget,
  IbanWidget,
  MoneyWidget,
  RadioWidget,
  SelectWidget,
  TextareaWidget,
  TextWidget,
  WholeNumberWidget,
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
  wholeNumber: WholeNumberWidget,
  SelectWidget,
  select: SelectWidget,
  RadioWidget,
  radio: RadioWidget,
  CheckboxWidget,
  checkbox: CheckboxWidget,
  confirm: ConfirmWidget,
  CheckboxesWidget,
  checkboxes: CheckboxesWidget,
  iban: IbanWidget,
  bic: BicWidget,
};
