import { createContext } from 'react';

/** How an array item tells its ArrayFieldTemplate that the user removed it (to announce and move focus). */
export interface ArrayItemEvents {
  itemRemoved(index: number): void;
}

export const ArrayItemEventsContext = createContext<ArrayItemEvents | null>(null);
