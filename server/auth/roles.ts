/**
 * The user and their roles (SPEC §6 acting modes), from the contract:
 * - `GET /api/user`: the session's user, the organisation the session acts for (`company`,
 *   `business_id`) and whether a role has been chosen (`roleSelected`);
 * - `GET /api/user/organization-roles`: the organisations the user may act for, by name;
 * - `POST /api/user/update-on-behalf-information`: chooses the role. `business_id` null acts as
 *   the user themself; a business id must be one of the user's organisations, else 403. The
 *   `company` the client sends is not trusted: the name always comes from the database.
 * The landlord-info, application and other service routes read `request.session.businessId`, so
 * every later call acts for the chosen organisation.
 */
import type { FastifyInstance } from 'fastify';
import { operations, type OrganizationRole, type User } from '../../api/contract.ts';
import { registerOperation } from '../api/register.ts';
import { ApiError, TEXT_CODES as API_TEXT_CODES } from '../api/errors.ts';
import type { Database } from '../db/index.ts';
import { setActingOrganisation, type LiveSession } from './sessions.ts';

export const ROLE_TEXT_CODES = {
  /** 403: the business id is not one of the user's organisations. */
  organisationNotAllowed: '154001',
} as const;

/** Names in Finnish and Swedish order alike (å, ä, ö after z), the same on every database. */
const byName = new Intl.Collator('fi', { sensitivity: 'base', numeric: true });

interface UserRow {
  henro: string;
  name: string;
  given_name: string;
  family_name: string;
  email: string | null;
  phone: string | null;
  is_ypa_active: boolean;
  paperless_permission: boolean | null;
  company: string | null;
}

/** register.ts answers 401 before a handler of a `session` operation runs; this keeps types honest. */
function liveSession(session: LiveSession | null): LiveSession {
  if (!session) throw new ApiError(401, API_TEXT_CODES.sessionEnded);
  return session;
}

/** The organisations `henro` may act for, sorted by name (then business id). */
export async function userOrganisations(db: Database, henro: string): Promise<OrganizationRole[]> {
  const { rows } = await db.query<OrganizationRole>(
    `select o.business_id as organization, o.name
       from user_organisations uo join organisations o on o.business_id = uo.business_id
      where uo.henro = $1`,
    [henro],
  );
  return rows.sort((a, b) => byName.compare(a.name, b.name) || a.organization.localeCompare(b.organization));
}

export function registerRoles(app: FastifyInstance, { db }: { db: Database }): void {
  registerOperation(app, operations.user, async ({ request }) => {
    const session = liveSession(request.session);
    const { rows } = await db.query<UserRow>(
      `select u.henro, u.name, u.given_name, u.family_name, u.email, u.phone, u.is_ypa_active,
              u.paperless_permission, o.name as company
         from users u left join organisations o on o.business_id = $2
        where u.henro = $1`,
      [session.henro, session.businessId],
    );
    const user = rows[0];
    if (!user) throw new ApiError(401, API_TEXT_CODES.sessionEnded);
    const answer: User = {
      name: user.name,
      email: user.email,
      preferred_username: user.henro,
      given_name: user.given_name,
      family_name: user.family_name,
      isYpaActive: user.is_ypa_active,
      company: user.company,
      business_id: session.businessId,
      paperlessOption: {
        phone: user.phone,
        email: user.email,
        isEmailOrPhoneGiven: Boolean(user.phone || user.email),
        // Null while the user has not chosen (the front page then suggests paperless service).
        permission: user.paperless_permission,
      },
      roleSelected: session.roleSelected,
    };
    return answer;
  });

  registerOperation(app, operations.organizationRoles, async ({ request }) => ({
    organizations: await userOrganisations(db, liveSession(request.session).henro),
  }));

  registerOperation(app, operations.updateOnBehalfInformation, async ({ request, body }) => {
    const session = liveSession(request.session);
    // `business_id` alone decides; `company` is what the client showed and is ignored.
    const businessId = body.business_id;
    if (businessId !== null) {
      const { rows } = await db.query(
        'select 1 from user_organisations where henro = $1 and business_id = $2',
        [session.henro, businessId],
      );
      if (rows.length === 0) {
        request.log.warn(
          { henro: session.henro, businessId },
          'on-behalf refused: not an organisation of the user',
        );
        throw new ApiError(403, ROLE_TEXT_CODES.organisationNotAllowed);
      }
    }
    const updated = await setActingOrganisation(db, session.id, businessId);
    if (!updated) throw new ApiError(401, API_TEXT_CODES.sessionEnded);
    request.session = updated;
  });
}
