/** The test mailbox's texts (`/testiposti`, mock mode; issue 45). */
export const TEST_MAIL_CODES = {
  heading: '144073',
  intro: '144074',
  empty: '144075',
  notCatching: '144076',
  to: '144077',
  sent: '144078',
  language: '144079',
  refresh: '144080',
  loadFailed: '144081',
  /** The mock login page's link here. */
  loginLink: '144082',
  finnish: '144083',
  swedish: '144084',
  /** `{count}` messages (plural forms), announced when the list is loaded. */
  count: '144085',
} as const;
