/**
 * The customer a staff member is handling (app mode intra, issue 14): chosen on the search page,
 * read by every customer page. Kept in the tab's session storage, so that a reload keeps the
 * customer, and never in the address, so that an identity code stays out of browser history and
 * access logs. Forgotten when the tab closes; a new search replaces it.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface CustomerState {
  /** The identity code or business id, as the server gave it back; null before a search. */
  customerId: string | null;
  choose: (customerId: string) => void;
  forget: () => void;
}

export const useCustomerStore = create<CustomerState>()(
  persist(
    (set) => ({
      customerId: null,
      choose: (customerId) => set({ customerId }),
      forget: () => set({ customerId: null }),
    }),
    { name: 'intra-customer', storage: createJSONStorage(() => sessionStorage) },
  ),
);
