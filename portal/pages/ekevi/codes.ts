/**
 * Text codes of the bulk payment file pages (issue 13): 1600xx shared, 1601xx–1602xx sending,
 * 1603xx the delivered files, 1605xx the arrived files (statements), 1607xx the format page. The
 * sidebar's labels are the layout's (143020–143022); the file's column labels are its UI schema's
 * (240xxx).
 */
export const EKEVI_CODES = {
  onlyForOrganisations: '160001',
  statusACCEPTED: '160002',
  statusREJECTED: '160003',
  statusCOMPLETED: '160004',
  pages: '160005',
} as const;

/** The send page (1601xx–1602xx); `resultHeading` and `resultAnnouncement` by SPEC §4 return code. */
export const SEND_FILE_CODES = {
  intro: '160101',
  formatLink: '160102',
  fileLabel: '160103',
  fileHint: '160104',
  chosen: '160105',
  chooseFile: '160106',
  tooLarge: '160107',
  send: '160108',
  sending: '160109',
  sendFailed: '160110',
  retry: '160111',
  resultFile: '160112',
  resultFailed: '160113',
  accepted: '160114',
  errorCount: '160115',
  errorsCut: '160116',
  fixAndResend: '160117',
  errorsCaption: '160118',
  row: '160119',
  paymentNumber: '160120',
  column: '160121',
  message: '160122',
  /** How the rows are numbered: as an editor shows the file's lines. */
  lineNumbers: '160123',
  resultHeading: { 0: '160130', 1: '160131', 2: '160132', 9: '160133' },
  resultAnnouncement: { 0: '160140', 1: '160141', 2: '160142', 9: '160143' },
} as const;

/** The delivered files page (1603xx). */
export const DELIVERED_CODES = {
  intro: '160301',
  filters: '160302',
  created: '160303',
  status: '160304',
  fileId: '160305',
  all: '160306',
  sort: '160307',
  sortNewest: '160308',
  sortOldest: '160309',
  sortFileId: '160310',
  listFailed: '160311',
  retry: '160312',
  noResults: '160313',
  resultCount: '160314',
  tableCaption: '160315',
  fileName: '160316',
  rows: '160317',
  total: '160318',
  error: '160319',
  firstError: '160320',
  /** No status ticked means every status. */
  statusHint: '160321',
} as const;

/** The arrived files (statements) page, /saapuneet-tilitykset (1605xx). */
export const ARRIVED_CODES = {
  intro: '160500',
  filters: '160501',
  completed: '160502',
  fileId: '160503',
  fileIdHelp: '160504',
  accountingNumber: '160505',
  allAccountingNumbers: '160506',
  sort: '160507',
  sortCompletedDesc: '160508',
  sortCompletedAsc: '160509',
  sortFileId: '160510',
  filterValuesFailed: '160511',
  tableCaption: '160520',
  statementNumber: '160521',
  rows: '160522',
  total: '160523',
  pdfColumn: '160524',
  downloadPdf: '160525',
  /** The rest of a download button's accessible name: the file id of its statement. */
  downloadPdfOf: '160526',
  pdfLoading: '160527',
  pdfFailed: '160528',
  pdfFileName: '160529',
  resultCount: '160530',
  noResults: '160532',
  noneYet: '160533',
  listFailed: '160534',
  retry: '160535',
  loading: '160536',
  pages: '160537',
} as const;

/** The payment file's format page, /maksutiedoston-kuvaus (1607xx). */
export const FORMAT_CODES = {
  title: '160700',
  intro: '160701',
  fileHeading: '160702',
  encoding: '160703',
  lineEnds: '160704',
  separator: '160705',
  header: '160706',
  rows: '160707',
  sizeLimit: '160708',
  columnsHeading: '160710',
  columnsCaption: '160711',
  columnName: '160712',
  columnLabel: '160713',
  columnRequired: '160714',
  columnRule: '160715',
  yes: '160716',
  no: '160717',
  examplesHeading: '160730',
  exampleIntro: '160731',
  exampleDownload: '160732',
  exampleFileName: '160733',
  answersHeading: '160740',
  answersIntro: '160741',
  acceptedTerm: '160742',
  accepted: '160743',
  doubleTerm: '160744',
  double: '160745',
  errorsTerm: '160746',
  errors: '160747',
  internalTerm: '160748',
  internal: '160749',
  backToSend: '160750',
} as const;

/** The rule of each column of the payment file (its `ui:order` names), for the format page. */
export const FORMAT_RULE_CODES: Readonly<Record<string, string>> = {
  paymentNumber: '160720',
  paymentCommitmentId: '160721',
  renteeHetu: '160722',
  period: '160723',
  amount: '160724',
  dueDate: '160725',
  iban: '160726',
  referenceNumber: '160727',
};
