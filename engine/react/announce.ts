/**
 * SPEC §9: screen-reader messages are delayed 1 s. A module of its own (no React, no RJSF), so that
 * pages without a form can use the same delay without loading the form engine.
 */
export const ANNOUNCE_DELAY_MS = 1000;
