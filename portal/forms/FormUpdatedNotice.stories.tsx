/**
 * The notice at the top of a form continued from a draft that was saved with an older version of
 * the form (issue 43, portal/forms/DraftParts.tsx): what changed for the user's answers — an answer
 * moved into another field, one the form no longer asks for (with what it was), a value changed to
 * the form's new choice, one filled in for them, and a field to answer anew; and the short notice
 * when the change needed nothing from them. In the toolbar's language.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../texts/index.ts';
import { componentDocs } from '../../engine/react/stories/componentDocs.ts';
import { storyLanguage } from '../../engine/react/stories/storyGlobals.ts';
import { FormUpdatedNotice } from './DraftParts.tsx';
import { UPDATED_CODES, type DraftUpdate } from './useDraft.ts';

const LABELS: DraftUpdate['labels'] = {
  '/keysReturned': { fi: 'Palautettujen avainten määrä', sv: 'Antal återlämnade nycklar' },
  '/defects': { fi: 'Mitä puutteita asunnossa oli?', sv: 'Vilka brister fanns i bostaden?' },
  '/fax': { fi: 'Faksinumero', sv: 'Faxnummer' },
  '/kind': { fi: 'Asunnon laji', sv: 'Bostadens typ' },
  '/confirmed': { fi: 'Vakuutan, että tiedot ovat oikein', sv: 'Jag försäkrar att uppgifterna är riktiga' },
  '/phone': { fi: 'Puhelinnumero', sv: 'Telefonnummer' },
};

const EVERY_KIND: DraftUpdate = {
  from: 1,
  to: 2,
  labels: LABELS,
  notes: [
    { kind: 'moved', from: '/keysReturned', to: '/defects', value: 3 },
    { kind: 'dropped', from: '/fax', value: '09 123 4567' },
    { kind: 'mapped', from: '/kind', value: 'Autotalli' },
    { kind: 'defaulted', from: '/confirmed', value: false },
    { kind: 'ask', from: '/phone' },
  ],
};

const docs = componentDocs({
  purpose:
    'Tells a landlord who continues a saved draft that the form has changed since they saved it, and what that did to their answers.',
  use: "Shown by every form page above the form (DraftNotices) when the draft was saved with an older version of the form; the form's migrations have brought the answers forward as the page opened.",
  states:
    'Every kind of change to an answer (moved, no longer asked with its value, changed to a new choice, filled in, to answer anew); a change that needed nothing from the user.',
  texts:
    '173040–173048 (UPDATED_CODES in portal/forms/useDraft.ts); the fields’ labels as the form’s versions have them.',
  keyboard: 'Nothing to operate: the notice is read in the page’s order, before the form.',
  screenReader:
    'A region named by its heading; the heading is also said politely as the form opens (the form page’s live region).',
});

const meta = {
  title: 'Portal/Forms/Form updated since the draft was saved',
  component: FormUpdatedNotice,
  parameters: { controls: { disable: true }, ...docs },
  args: { update: EVERY_KIND, language: 'fi' },
  // The page around it says its language (the portal's root has it).
  render: (args, context) => (
    <div lang={storyLanguage(context)}>
      <FormUpdatedNotice {...args} language={storyLanguage(context)} />
    </div>
  ),
} satisfies Meta<typeof FormUpdatedNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of change a migration makes to an answer, one sentence each. */
export const EveryKindOfChange: Story = {
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    const region = within(canvasElement).getByRole('region', { name: t(language, UPDATED_CODES.heading) });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** The form changed in ways that need nothing of the user (a reworded label, a new optional field). */
export const NothingToDo: Story = {
  args: { update: { from: 1, to: 2, labels: {}, notes: [] } },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    await expect(within(canvasElement).getByText(t(language, UPDATED_CODES.checkAll))).toBeInTheDocument();
  },
};
