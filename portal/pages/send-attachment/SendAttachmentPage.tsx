// PLACEHOLDER written by the lead so that App.tsx compiles; the page's helper replaces this file.
export default function SendAttachmentPage() {
  return null;
}
