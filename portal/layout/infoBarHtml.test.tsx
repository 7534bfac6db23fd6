/** The info bar's sanitizing (a dom test: DOMPurify needs a DOM). */
import { describe, expect, it } from 'vitest';
import { escapeHtml, infoBarHtml, sanitizeInfoBar } from './infoBarHtml.ts';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('the info bar text', () => {
  it('keeps strong from the template and fills the escaped values', () => {
    const html = infoBarHtml('Asioit <strong>{company}</strong> ({businessId})', {
      company: 'A & B Oy',
      businessId: '1234567-1',
    });
    expect(html).toBe('Asioit <strong>A &amp; B Oy</strong> (1234567-1)');
  });

  it('drops img with onerror and a link from the template, keeping their text', () => {
    const container = parse(
      infoBarHtml(
        '<img src=x onerror="alert(1)"><a href="javascript:alert(2)">Klikkaa</a> <strong>{company}</strong>',
        {
          company: 'Oy',
        },
      ),
    );
    expect(container.querySelector('img, a, [onerror], [href]')).toBeNull();
    expect(container.textContent).toBe('Klikkaa Oy');
    expect(container.querySelector('strong')?.textContent).toBe('Oy');
  });

  it('strips every attribute of strong (events, styles, data and aria ones too)', () => {
    const container = parse(
      sanitizeInfoBar(
        '<strong onclick="alert(1)" style="color:red" class="x" data-x="1" aria-hidden="true">Oy</strong>',
      ),
    );
    const strong = container.querySelector('strong');
    expect(strong?.textContent).toBe('Oy');
    expect(strong?.attributes).toHaveLength(0);
  });

  it('shows markup in a company name or business id as text', () => {
    const company = '<img src=x onerror=alert(1)><a href="https://evil.example">Oy</a>';
    const container = parse(
      infoBarHtml('<strong>{company}</strong> ({businessId})', {
        company,
        businessId: '<script>x()</script>',
      }),
    );
    expect(container.querySelector('img, a, script')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe(company);
    expect(container.textContent).toBe(`${company} (<script>x()</script>)`);
  });

  it('drops script and style elements with their content', () => {
    expect(sanitizeInfoBar('a<script>alert(1)</script><style>*{}</style>b')).toBe('ab');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
