/**
 * An application's state in one word (issue 31), the same for the landlord (front page) and for
 * staff (the customer page): arrived, in process, more information requested (an attachment
 * request not answered yet, while undecided), granted, rejected.
 */
import type { ApplicationStatus } from '../../../api/contract.ts';

export type ApplicationState = 'ARRIVED' | 'INPROCESS' | 'INFO_REQUESTED' | 'GRANTED' | 'REJECTED';

export const APPLICATION_STATE_CODES: Readonly<Record<ApplicationState, string>> = {
  ARRIVED: '145071',
  INPROCESS: '145072',
  INFO_REQUESTED: '145073',
  GRANTED: '145074',
  REJECTED: '145075',
};

/** "Tila" / "Status": what a screen reader hears before the state's word. */
export const APPLICATION_STATE_LABEL = '145070';

export function applicationState(
  step: ApplicationStatus['currentStep'],
  attachmentRequestOpen: boolean,
): ApplicationState {
  if (step === 'DONE') return 'GRANTED';
  if (step === 'REJECTED') return 'REJECTED';
  if (attachmentRequestOpen) return 'INFO_REQUESTED';
  return step;
}
