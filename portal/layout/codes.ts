/** Text codes of the shell's layout, 404 and error boundary (143xxx). */
export const LAYOUT_CODES = {
  skipToContent: '143001',
  mainNavigation: '143002',
  menuButton: '143003',
  profilePrefix: '143004',
  chooseRole: '143005',
  chooseCompany: '143006',
  realization: '143007',
  sendAttachment: '143008',
  myDocuments: '143009',
  paymentInfo: '143019',
  ekeviSend: '143020',
  ekeviDelivered: '143021',
  ekeviArrived: '143022',
  intraCustomers: '143023',
  intraAudit: '143024',
  footerLinks: '143010',
  feedback: '143011',
  dataProtection: '143012',
  accessibility: '143013',
  visit: '143014',
  customerService: '143015',
  infoBarOrganisation: '143017',
  infoBarPerson: '143018',
  notFoundTitle: '143030',
  notFoundBody: '143031',
  backToFront: '143032',
  errorTitle: '143040',
  errorBody: '143041',
} as const;

/** The landlord form's title (the form's own register range). */
export const LANDLORD_FORM_TITLE = '200001';
