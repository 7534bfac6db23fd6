/**
 * What differs by app mode (SPEC §1: ekevi and intra alter texts and hide the feedback form).
 * A text that differs names its code per mode with `modeText`, so that the three stay side by side.
 */
import { t, type Language } from '../../texts/index.ts';
import type { AppMode } from '../../api/contract.ts';

export type ByAppMode<T> = Readonly<Record<AppMode, T>>;

/** The value for the app mode: `modeText(appMode, { default: '140003', ekevi: …, intra: … })`. */
export function modeText<T>(appMode: AppMode, values: ByAppMode<T>): T {
  return values[appMode];
}

/** The service's name, in the header and in page titles. */
export const SERVICE_NAME_CODES: ByAppMode<string> = {
  default: '140003',
  ekevi: '143050',
  intra: '143051',
};

export function serviceName(language: Language, appMode: AppMode): string {
  return t(language, modeText(appMode, SERVICE_NAME_CODES));
}

/** The logged-out page's feedback form is hidden in the ekevi and intra modes. */
export function showsFeedback(appMode: AppMode): boolean {
  return modeText(appMode, { default: true, ekevi: false, intra: false });
}
