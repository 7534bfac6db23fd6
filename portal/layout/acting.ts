import type { User } from '../../api/contract.ts';

/** SPEC §6: the organisation the user acts for, or null when acting as oneself. */
export function actingOrganisation(user: User): { name: string; businessId: string } | null {
  return user.company ? { name: user.company, businessId: user.business_id ?? '' } : null;
}

/** The profile menu's name: 'company / name' when acting for an organisation, else the name. */
export function profileName(user: User): string {
  const organisation = actingOrganisation(user);
  return organisation ? `${organisation.name} / ${user.name}` : user.name;
}
