/**
 * What the server reads from a stored landlord application's body (`applications.body`, the
 * landlord form's data): the landlord's address and the tenants' names, the same wherever an
 * application is listed (the landlord's timeline, the send-attachment page, the staff area).
 */

/** The fields of the landlord form these read; the rest of the body is not needed here. */
export interface ApplicationBody {
  name?: string;
  landlordAddress?: string;
  landlordZipCode?: string;
  landlordZipArea?: string;
  renteeInfo?: { firstName?: string; lastName?: string; birthdayHenro?: string }[];
}

/** The landlord's address as the form gives it: "street, postal code town". */
export function applicationAddress(body: ApplicationBody): string {
  const postal = [body.landlordZipCode, body.landlordZipArea].filter(Boolean).join(' ');
  return [body.landlordAddress, postal].filter(Boolean).join(', ');
}

/** The tenants' names as the form gives them. */
export function renteeNames(body: ApplicationBody): string[] {
  return (Array.isArray(body.renteeInfo) ? body.renteeInfo : [])
    .map((rentee) => [rentee.firstName, rentee.lastName].filter(Boolean).join(' '))
    .filter((name) => name !== '');
}
