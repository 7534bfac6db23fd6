/** Element ids the templates render and the widgets point at (beside RJSF's `errorId`, `helpId`, …). */

/** The id of a field's `<label>` (FieldTemplate), for widgets that name their input with `aria-labelledby`. */
export function labelId(id: string): string {
  return `${id}__label`;
}

/** The id of a widget's group legend (radio and checkbox groups). */
export function legendId(id: string): string {
  return `${id}__legend`;
}
