/**
 * The preview frame: renders the form it is sent (messages.ts) with the real engine, as the portal
 * does, and tells the designer what is typed and when it is sent.
 */
import { Component, StrictMode, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../design/tokens.css';
import '../../../engine/react/theme.css';
import { runtimeValidateFns } from '../../../engine/build/runtimeValidateFns.ts';
import type { FormSchema, UiSchema } from '../../../engine/core/types.ts';
import { FormEngine } from '../../../engine/react/index.ts';
import { addTexts, translatorFor } from '../../../texts/index.ts';
import { C } from '../codes.ts';
import type { PreviewInput, PreviewOutput } from './messages.ts';
import './preview.css';

const tell = (message: PreviewOutput) => window.parent.postMessage(message, window.location.origin);

class Boundary extends Component<
  { resetKey: unknown; message: (error: Error) => string; children: ReactNode },
  { error: Error | null; key: unknown }
> {
  override state = { error: null as Error | null, key: this.props.resetKey };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { key: unknown }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }
  override render() {
    return this.state.error ? (
      <p role="alert">{this.props.message(this.state.error)}</p>
    ) : (
      this.props.children
    );
  }
}

function Preview() {
  const [input, setInput] = useState<PreviewInput | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || (event.data as PreviewInput)?.type !== 'preview-form')
        return;
      const next = event.data as PreviewInput;
      // The frame shows the working texts: the register's i18next instance takes them over.
      addTexts('fi', next.registers.fi);
      addTexts('sv', next.registers.sv);
      document.documentElement.lang = next.language;
      // Its main landmark is named, so that it differs from the designer's own around the frame.
      document
        .getElementById('root')
        ?.setAttribute('aria-label', translatorFor(next.designerLanguage)(C.preview));
      setInput(next);
    };
    window.addEventListener('message', onMessage);
    tell({ type: 'preview-ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const built = useMemo(() => {
    if (!input) return null;
    try {
      const schema = JSON.parse(input.schemaText) as FormSchema;
      return {
        form: { id: input.form, schema, uiSchema: JSON.parse(input.uiText) as UiSchema },
        validateFns: runtimeValidateFns(schema),
      };
    } catch (error) {
      return { error: (error as Error).message };
    }
  }, [input]);
  if (!input || !built) return null;
  const t = translatorFor(input.designerLanguage);
  if ('error' in built) return <p role="alert">{t(C.cannotRender, { message: built.error ?? '' })}</p>;
  return (
    <Boundary resetKey={built} message={(error) => t(C.cannotRender, { message: error.message })}>
      <FormEngine
        key={input.version}
        form={built.form}
        validateFns={built.validateFns}
        language={input.language}
        {...(input.data ? { initialData: input.data } : {})}
        onChange={(data: object) => tell({ type: 'preview-data', version: input.version, data })}
        onSubmit={() => tell({ type: 'preview-submitted', version: input.version })}
      />
    </Boundary>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Preview />
  </StrictMode>,
);
