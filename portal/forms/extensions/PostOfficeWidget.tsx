/**
 * The post office field: the theme's text input, filled with the post office the page looked up
 * for the postal code as it was typed (GET /post-office/{postalCode}). FormEngine holds the form's
 * data itself (a new `initialData` would replace everything typed), so the page hands the found
 * name here through a context and the widget sets its own value, as if the user had typed it.
 */
import { createContext, useContext, useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';

export interface FoundPostOffice {
  postalCode: string;
  name: string;
}

export const PostOfficeContext = createContext<FoundPostOffice | null>(null);

export const POST_OFFICE_WIDGET = 'postOffice';

export function PostOfficeWidget(props: WidgetProps) {
  const found = useContext(PostOfficeContext);
  const { onChange, value } = props;
  useEffect(() => {
    if (found && found.name !== value) onChange(found.name);
  }, [found]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new lookup sets the value
  const Text = props.registry.widgets['TextWidget'];
  return Text ? <Text {...props} /> : null;
}
