/**
 * The info bar's text (SPEC §2: it allows only the `strong` tag). The register's template may hold
 * `<strong>`; the company's name and business id come from the user's data. Both are made safe:
 * the values are HTML-escaped before they are put into the template, and the result goes through
 * DOMPurify allowing `strong` without attributes, so nothing but text and `strong` survives —
 * whatever the template or the data hold.
 */
import DOMPurify from 'dompurify';
import { fillParams, type TextParams } from '../../texts';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export function sanitizeInfoBar(html: string): string {
  // No attribute at all: DOMPurify keeps data-* and aria-* attributes unless told not to.
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['strong'],
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** The template with its `{placeholders}` filled from escaped values, then sanitized. */
export function infoBarHtml(template: string, params: TextParams = {}): string {
  const escaped = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, escapeHtml(String(value))]),
  );
  return sanitizeInfoBar(fillParams(template, escaped));
}
