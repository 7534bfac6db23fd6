import { useCallback } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import CheckboxWidget from './CheckboxWidget.tsx';

/**
 * A confirmation (engine/core/confirmation.ts: `"type": "boolean", "const": true`, required): the
 * single checkbox with its statement beside it, in a box of its own. It starts unticked; ticked it
 * puts `true` in the data and unticked nothing, so that an unticked box says its own message
 * (110016, or the field's `ui:errorTexts`) rather than "choose one of the options".
 */
export default function ConfirmWidget(props: WidgetProps) {
  const { onChange } = props;
  const handleChange = useCallback(
    (checked: unknown) => onChange(checked === true ? true : undefined),
    [onChange],
  );
  return (
    <div className="ef-confirm">
      <CheckboxWidget {...props} onChange={handleChange} />
    </div>
  );
}
