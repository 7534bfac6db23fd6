/**
 * Every form of schemas/forms as a page shows it: through FormEngine with its precompiled
 * validators (engine/generated/, `npm run schemas:build`), empty and prefilled from its fullest
 * valid example of schemas/forms/examples/<form>/, in Finnish and Swedish. The forms are found from
 * their files (portal/forms/everyForm.ts): the `form` control lists every one, a new form too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { FormEngine } from '../engine/react/index.ts';
import { t, type Language } from '../texts/index.ts';
import { EVERY_FORM, FORM_IDS } from './forms/everyForm.ts';
import './portal.css';
import { componentDocs } from '../engine/react/stories/componentDocs.ts';

/** 'Kiitos! Tiedot on lähetetty.' */
const SENT_CODE = '140010';

interface FormPageProps {
  /** A form of schemas/forms (`landlord-application`). */
  form: string;
  language: Language;
  /** A valid example of schemas/forms/examples/<form>/ to start from; none: an empty form. */
  example?: string;
  /** Changes to the example's data (a story's long content). */
  overrides?: object;
}

/** A form page: the form's title and the form, as `portal/pages/*` render it. */
function FormPage({ form: id, language, example, overrides }: FormPageProps) {
  const every = EVERY_FORM[id];
  if (!every) throw new Error(`forms.stories: no form ${id}`);
  const { form, validateFns, examples } = every;
  const data = example ? examples[example] : undefined;
  if (example && !data) throw new Error(`forms.stories: no example ${example} of ${id}`);
  // The page sets the language of the submission (in a form that has it); a prefill keeps the rest
  // of the example.
  const initialData = useMemo(
    () => ({
      ...data,
      ...overrides,
      ...(form.schema.properties?.['currentLanguageCode'] ? { currentLanguageCode: language } : {}),
    }),
    [data, overrides, language, form],
  );
  const [sent, setSent] = useState<object | undefined>(undefined);
  return (
    <main className="portal-main" lang={language}>
      <h1>{t(language, String(form.uiSchema['ui:title']))}</h1>
      {sent ? (
        <>
          <p role="status">{t(language, SENT_CODE)}</p>
          <pre>{JSON.stringify(sent, null, 2)}</pre>
        </>
      ) : (
        <FormEngine
          key={id}
          form={form}
          validateFns={validateFns}
          language={language}
          initialData={initialData}
          onSubmit={(submitted) => setSent(submitted)}
        />
      )}
    </main>
  );
}

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    'Every form of `schemas/forms` rendered by FormEngine as the portal shows it, with its own validators.',
  use: "To review a form's look and words; the `form` control chooses the form, `example` one of its valid examples. Form authors change forms in the designer (`npm run designer`).",
  states: "Empty; prefilled from the form's fullest valid example; the landlord form with 200 tenants.",
  texts:
    "Every label, hint, option and message is a code of the form's UI schema (`ui:title`, `ui:help`, `ui:enumNames`, `ui:errorTexts`).",
  keyboard:
    "Every field is reached by Tab in the form's order; 'Lähetä' sends; the error summary takes focus after a failed send.",
  screenReader:
    "Fields read label, hint, error, then the input; groups are fieldsets with legends; required fields say 'pakollinen'.",
});

const meta = {
  title: 'Portal/Forms',
  component: FormPage,
  parameters: { layout: 'fullscreen', ...docs },
  args: { form: 'landlord-application', language: 'fi' },
  argTypes: {
    form: { control: 'select', options: FORM_IDS },
    overrides: { control: false },
  },
} satisfies Meta<typeof FormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The prefilled stories start from the form's fullest valid example (the `example` control: any). */
const prefilled = (): Story => ({
  render: (args) => <FormPage {...args} example={args.example ?? EVERY_FORM[args.form]?.fullest} />,
});

/** Choose the form with the `form` control. */
export const Empty: Story = {};
export const Prefilled: Story = prefilled();

/**
 * A housing company's whole building: the landlord form with 200 tenants (as the bench measures it).
 * Tagged `heavy`: jsdom takes minutes over its 800 fields, so the stories test leaves it to the
 * Storybook e2e, which runs the accessibility panel on it in Chromium.
 */
export const TwoHundredRentees: Story = {
  ...prefilled(),
  tags: ['heavy'],
  args: {
    form: 'landlord-application',
    overrides: {
      renteeInfo: Array.from({ length: 200 }, (_, index) => ({
        firstName: 'Åsa-Maria',
        lastName: `Nyström-Öhman ${index + 1}`,
        birthdayHenro: '240386-9325',
        referenceNumber: '1232',
      })),
    },
  },
};
