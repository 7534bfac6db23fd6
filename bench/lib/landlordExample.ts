/**
 * The full landlord application example (an organisation, a foreign account, two rentees): the
 * body the benches submit and render.
 */
import { readFileSync } from 'node:fs';

export const LANDLORD_EXAMPLE_JSON = readFileSync(
  new URL(
    '../../schemas/forms/examples/landlord-application/valid-full-organisation-foreign-account.json',
    import.meta.url,
  ),
  'utf8',
);

/** A fresh copy of the example, parsed. */
export const landlordExample = (): Record<string, unknown> =>
  JSON.parse(LANDLORD_EXAMPLE_JSON) as Record<string, unknown>;
