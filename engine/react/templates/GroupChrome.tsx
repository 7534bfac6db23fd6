/**
 * A group's description and errors inside its fieldset, right after the legend (issue 31: one
 * placement of inline errors). A text field shows its label, hint, error, then the input; a radio
 * or checkbox group the same inside its fieldset: legend, hint, error, then the choices. The
 * FieldTemplate hands the two down through this context; the group widgets render them after
 * their legend, and the ObjectFieldTemplate a group's errors after its legend and description.
 */
import { createContext, useContext, type ReactNode } from 'react';

export const GroupChromeContext = createContext<ReactNode>(null);

export function GroupChrome() {
  return <>{useContext(GroupChromeContext)}</>;
}
