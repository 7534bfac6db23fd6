/**
 * Sample data shared by the portal's component tests (`shell.test-helpers.tsx`) and its stories
 * (`shell.story-helpers.tsx`): the mock database's first test user, and a runtime configuration
 * with SPEC §9's session thresholds.
 */
import type { AppMode, RuntimeConfig, User } from '../api/contract.ts';

/** A private person who has chosen to act as herself (the mock login's first test user). */
export const SAMPLE_PERSON: User = {
  name: 'Aino Virtanen',
  email: 'aino.virtanen@example.fi',
  preferred_username: '900000001',
  given_name: 'Aino',
  family_name: 'Virtanen',
  isYpaActive: false,
  company: null,
  business_id: null,
  paperlessOption: { phone: '+358401234567', email: 'aino.virtanen@example.fi', isEmailOrPhoneGiven: true },
  roleSelected: true,
};

/** The runtime configuration of an app mode in mock login, with SPEC §9's session thresholds. */
export function sampleConfig(appMode: AppMode = 'default'): RuntimeConfig {
  return {
    appMode,
    authMode: 'mock',
    session: { expiringSeconds: 300, refreshSeconds: 60, idleLimitSeconds: 900, idleStartSeconds: 5 },
    uploadMaxBytes: 10 * 1000 * 1000,
  };
}
