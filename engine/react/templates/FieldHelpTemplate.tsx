import { helpId, type FieldHelpProps } from '@rjsf/utils';

/** A field's help (`ui:help`, already translated) under the input, with the id the widget points at. */
export default function FieldHelpTemplate({ fieldPathId, help }: FieldHelpProps) {
  if (!help) return null;
  return (
    <div id={helpId(fieldPathId)} className="ef-help">
      {help}
    </div>
  );
}
