/**
 * The info bar's text (SPEC §2: it allows only the `strong` tag). The register's template may hold
 * `<strong>`; the company's name and business id come from the user's data. Both are made safe:
 * the values are HTML-escaped before they are put into the template, and the result is parsed
 * (inertly, in a `<template>`) and written out again keeping nothing but text and `strong` without
 * attributes — whatever the template or the data hold. (DOMPurify did this before; ~11 kB gzip of
 * the front page's JavaScript for one allowed tag.)
 */
import { fillParams, type Language, type TextParams } from '../../texts/index.ts';

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

/** Elements dropped with everything inside them (DOMPurify's default FORBID_CONTENTS); others keep their text. */
const DROPPED_WITH_CONTENT = new Set([
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'plaintext',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
  'thead',
  'title',
  'video',
  'xmp',
]);

function writeSafe(node: Node): string {
  let html = '';
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) html += escapeHtml(child.textContent ?? '');
    else if (child.nodeType !== Node.ELEMENT_NODE) continue;
    else {
      const name = (child as Element).localName.toLowerCase();
      if (DROPPED_WITH_CONTENT.has(name)) continue;
      const inner = writeSafe(child);
      html += name === 'strong' ? `<strong>${inner}</strong>` : inner;
    }
  }
  return html;
}

/** Keeps text and `strong` (without attributes) of `html`; every other element is dropped, its text kept. */
export function sanitizeInfoBar(html: string): string {
  // A template's content is inert: nothing in it runs or loads while it is parsed and read.
  const template = document.createElement('template');
  template.innerHTML = html;
  return writeSafe(template.content);
}

/** The template with its `{placeholders}` filled from escaped values, then sanitized. */
export function infoBarHtml(template: string, params: TextParams = {}, language?: Language): string {
  const escaped = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, escapeHtml(String(value))]),
  );
  return sanitizeInfoBar(fillParams(template, escaped, language));
}
