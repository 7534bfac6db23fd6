/**
 * The landlord form on plain RJSF, the bench's baseline (issue 48): @rjsf/core with its default
 * theme and @rjsf/validator-ajv8 with our formats and keywords registered, the same schema and UI
 * schema as the portal's page (texts in Finnish), validated live after the first failed submit, as
 * RJSF's users do. bench/lib/plainRjsf.ts builds and serves it; it is never part of the portal.
 */
import Form, { getDefaultRegistry } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { registerValidators } from '../../validators/ajv.ts';

const validator = customizeValidator({
  extenderFn: (ajv) => registerValidators(ajv as never) as never,
});
// The engine's IBAN and BIC inputs by name: RJSF's default theme types them into a text input.
const { TextWidget } = getDefaultRegistry().widgets;
if (!TextWidget) throw new Error('bench: RJSF has no TextWidget');
const widgets = { iban: TextWidget, bic: TextWidget };

function PlainForm({ schema, uiSchema }: { schema: RJSFSchema; uiSchema: UiSchema }) {
  const [live, setLive] = useState(false);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={widgets}
      liveValidate={live}
      noHtml5Validate
      onError={() => setLive(true)}
    />
  );
}

const form = (await (await fetch('/form.json')).json()) as { schema: RJSFSchema; uiSchema: UiSchema };
createRoot(document.getElementById('root') as HTMLElement).render(<PlainForm {...form} />);
