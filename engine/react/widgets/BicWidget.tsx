import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import TextWidget from './TextWidget.tsx';

/** A BIC: the TextWidget with upper case forced as typed. */
export default function BicWidget(props: WidgetProps) {
  const { options } = props;
  const bicOptions = useMemo(
    () => ({ ...options, uppercase: true, autocomplete: 'off' }) as WidgetProps['options'],
    [options],
  );
  return <TextWidget {...props} options={bicOptions} />;
}
