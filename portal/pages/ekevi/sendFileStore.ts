/**
 * The last payment file sent and its result (SPEC §4: the send state and the validation error are
 * stored): kept while the user visits other pages of the portal, forgotten on a reload or a new
 * login. One store for the portal; a new send replaces it.
 */
import { create } from 'zustand';
import type { EkeviSendResult } from '../../../api/contract.ts';

export interface SentFile {
  fileName: string;
  /** The server's send result; null when the request itself failed (network, 4xx). */
  result: EkeviSendResult | null;
  failed: boolean;
}

interface SendFileState {
  sent: SentFile | null;
  setSent: (sent: SentFile | null) => void;
}

export const useSendFileStore = create<SendFileState>((set) => ({
  sent: null,
  setSent: (sent) => set({ sent }),
}));
