/** What the staff area's stories share: a staff member as the user, the customer being handled. */
import type { Decorator } from '@storybook/react-vite';
import type { User } from '../../../api/contract.ts';
import { STORY_PERSON } from '../../shell.story-helpers.tsx';
import { useCustomerStore } from './customerStore.ts';

/** A staff member of the mock login (server/db/seed.ts). */
export const STORY_STAFF: User = {
  ...STORY_PERSON,
  name: 'Laura Nieminen',
  email: 'laura.nieminen@example.fi',
  preferred_username: '900000101',
  given_name: 'Laura',
  family_name: 'Nieminen',
  paperlessOption: { phone: null, email: 'laura.nieminen@example.fi', isEmailOrPhoneGiven: true },
};

/** The customer being handled, as the search page leaves it (or none). */
export const withCustomer =
  (customerId: string | null): Decorator =>
  (Story) => {
    useCustomerStore.setState({ customerId });
    return <Story />;
  };
