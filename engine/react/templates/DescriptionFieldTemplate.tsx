import type { DescriptionFieldProps } from '@rjsf/utils';

/** A field's or group's description (`ui:description`, already translated) under its label. */
export default function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div id={id} className="ef-description">
      {description}
    </div>
  );
}
