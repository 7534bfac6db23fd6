/**
 * The form as the portal renders it, with the real engine (FormEngine, validators compiled at run
 * time as in the Storybook playground), in a frame 375 or 1280 px wide (its own viewport, so the
 * media queries apply as on a phone or a desktop; preview/), in Finnish or Swedish, empty or filled
 * from one of its examples or by hand, with its error messages; below it the summary of what is
 * filled in, as the PDF has it, and the PDF.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormSchema, UiSchema } from '../../engine/core/types.ts';
import { createRuntimeValidators } from '../../engine/core/runtimeValidators.ts';
import { buildSummary } from '../../engine/core/summary.ts';
import { SummaryView } from '../../engine/react/engine/SummaryView.tsx';
import { addTexts, translatorFor, type Language } from '../../texts/index.ts';
import { formFile, json, registerOf, type Files } from '../model/workspace.ts';
import { C } from './codes.ts';
import { useDesigner } from './store.ts';
import { useT } from './useTexts.ts';
import { isPreviewOutput, type PreviewInput } from './preview/messages.ts';

const WIDTHS = [375, 1280] as const;
let builds = 0;

function examplesOf(files: Files, form: string): string[] {
  const folder = formFile.examples(form);
  return Object.keys(files)
    .filter((path) => path.startsWith(`${folder}valid-`))
    .map((path) => path.slice(folder.length, -'.json'.length));
}

export function Preview({ form }: { form: string }) {
  const t = useT();
  const files = useDesigner((state) => state.files);
  const designerLanguage = useDesigner((state) => state.language);
  const announce = useDesigner((state) => state.announce);
  const [language, setLanguage] = useState<Language>('fi');
  const [width, setWidth] = useState<(typeof WIDTHS)[number]>(375);
  const [example, setExample] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [typed, setTyped] = useState<{ data: object; version: string } | null>(null);
  const [pdfProblem, setPdfProblem] = useState<string | null>(null);
  const [ready, setReady] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const schemaText = files[formFile.schema(form)]!;
  const uiText = files[formFile.ui(form)]!;
  const fi = registerOf(files, 'fi');
  const sv = registerOf(files, 'sv');
  const built = useMemo(() => {
    try {
      const schema = JSON.parse(schemaText) as FormSchema;
      return {
        form: { id: form, schema, uiSchema: JSON.parse(uiText) as UiSchema },
        isValid: createRuntimeValidators(schema).isValid,
        version: ++builds,
      };
    } catch (error) {
      return { error: (error as Error).message };
    }
  }, [form, schemaText, uiText]);
  const data = example ? (json(files, `${formFile.examples(form)}${example}.json`) as object) : undefined;
  const version = `${language}-${example}-${'error' in built ? 'x' : built.version}`;

  // The frame gets the form whenever it (or what it starts from) changes, and when it is (re)loaded.
  useEffect(() => {
    const input: PreviewInput = {
      type: 'preview-form',
      form,
      schemaText,
      uiText,
      registers: { fi, sv },
      language,
      designerLanguage,
      ...(data ? { data } : {}),
      version,
    };
    frame.current?.contentWindow?.postMessage(input, window.location.origin);
  }, [form, schemaText, uiText, fi, sv, language, designerLanguage, data, version, ready]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.origin !== window.location.origin ||
        event.source !== frame.current?.contentWindow ||
        !isPreviewOutput(event.data)
      )
        return;
      const message = event.data;
      if (message.type === 'preview-ready') setReady((count) => count + 1);
      if (message.type === 'preview-data') setTyped({ data: message.data, version: message.version });
      if (message.type === 'preview-submitted') setSubmitted(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const radio = (name: string, value: string, checked: boolean, onChange: () => void, label: string) => (
    <label key={value} className="designer-check">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} /> {label}
    </label>
  );
  const shown = typed?.version === version ? typed.data : data;
  // Built again only when the data, the form, the language or the texts change (not on every
  // render): the register's i18next instance takes the working texts over first.
  const summary = useMemo(() => {
    if (!shown || 'error' in built) return null;
    addTexts('fi', fi);
    addTexts('sv', sv);
    try {
      return buildSummary(built.form, shown, {
        t: translatorFor(language),
        language,
        isValid: built.isValid,
      });
    } catch {
      return null;
    }
  }, [shown, built, language, fi, sv]);
  return (
    <section aria-labelledby="preview-heading" className="designer-panel">
      <h2 id="preview-heading">{t(C.preview)}</h2>
      <div className="designer-preview-controls">
        <fieldset>
          <legend>{t(C.previewLanguage)}</legend>
          {radio('preview-language', 'fi', language === 'fi', () => setLanguage('fi'), t(C.finnish))}
          {radio('preview-language', 'sv', language === 'sv', () => setLanguage('sv'), t(C.swedish))}
        </fieldset>
        <fieldset>
          <legend>{t(C.width)}</legend>
          {WIDTHS.map((candidate) =>
            radio(
              'preview-width',
              String(candidate),
              width === candidate,
              () => setWidth(candidate),
              t(C.pixels, { width: candidate }),
            ),
          )}
        </fieldset>
        <div className="designer-rule">
          <label htmlFor="preview-example">{t(C.fillExample)}</label>
          <select id="preview-example" value={example} onChange={(event) => setExample(event.target.value)}>
            <option value="">{t(C.emptyForm)}</option>
            {examplesOf(files, form).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {submitted && <p role="status">{t(C.previewSubmitted)}</p>}
      {/* A narrow window scrolls the wide frame sideways: the box is reachable by keyboard to do so. */}
      <div
        className="designer-preview-frame"
        tabIndex={0}
        role="region"
        aria-label={t(C.previewFrame, { width })}
      >
        <iframe
          ref={frame}
          src="./preview.html"
          title={t(C.previewFrame, { width })}
          width={width}
          height={900}
          data-width={width}
          onLoad={() => setReady((count) => count + 1)}
        />
      </div>
      {!('error' in built) && (
        <SummaryAndPdf
          form={form}
          summary={summary}
          language={language}
          problem={pdfProblem}
          onProblem={setPdfProblem}
          announce={announce}
        />
      )}
    </section>
  );
}

function SummaryAndPdf({
  form,
  summary,
  language,
  problem,
  onProblem,
  announce,
}: {
  form: string;
  summary: ReturnType<typeof buildSummary> | null;
  language: Language;
  problem: string | null;
  onProblem: (problem: string | null) => void;
  announce: (text: string) => void;
}) {
  const t = useT();
  const download = async () => {
    try {
      const response = await fetch('/designer-api/pdf', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-designer': '1' },
        body: JSON.stringify({ summary, language }),
      });
      if (!response.ok)
        throw new Error(
          ((await response.json().catch(() => ({}))) as { message?: string }).message ??
            `HTTP ${response.status}`,
        );
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `${form}-${language}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60000);
      onProblem(null);
      announce(t(C.pdfDownloaded, { name: link.download }));
    } catch (error) {
      onProblem(t(C.pdfFailed, { message: (error as Error).message }));
    }
  };
  return (
    <section aria-labelledby="summary-heading" className="designer-preview-summary">
      <h3 id="summary-heading">{t(C.summaryAsPdf)}</h3>
      {summary ? (
        <>
          <div lang={language}>
            <SummaryView summary={summary} t={translatorFor(language)} />
          </div>
          <div className="designer-actions">
            <button type="button" onClick={() => void download()}>
              {t(C.downloadPdf)}
            </button>
          </div>
          {problem && (
            <p role="alert" className="designer-problem">
              {problem}
            </p>
          )}
        </>
      ) : (
        <p>{t(C.summaryEmpty)}</p>
      )}
    </section>
  );
}
