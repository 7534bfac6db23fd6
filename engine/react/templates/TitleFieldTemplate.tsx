import type { TitleFieldProps } from '@rjsf/utils';
import { LabelText } from './RequiredMarker.tsx';

/** The legend of a group (object or array fieldset); the templates render it inside a fieldset. */
export default function TitleFieldTemplate({
  id,
  title,
  required,
  registry,
  optionalDataControl,
}: TitleFieldProps) {
  return (
    <legend id={id} className="ef-legend">
      <LabelText text={title} required={required} registry={registry} />
      {optionalDataControl}
    </legend>
  );
}
