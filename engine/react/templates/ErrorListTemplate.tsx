/** Renders nothing: FormEngine's error summary lists the errors instead. */
export default function ErrorListTemplate() {
  return null;
}
