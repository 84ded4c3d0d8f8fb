// What the supplier's home page lists as needing attention (issue 6), shared by the server that picks the
// rows and the API contract that bounds them.

/** Days ahead in which an invitation still waiting for the supplier counts as closing soon. */
export const CLOSING_SOON_DAYS = 7;

/** Most closing-soon invitations the home page lists, soonest first. */
export const CLOSING_SOON_MAX = 50;

/**
 * Statuses of an invitation that waits for the supplier's acknowledgement (Acknowledge is shown in NEW
 * and DRAFT, spec 4.3): the home page lists the open ones.
 */
export const AWAITING_ACKNOWLEDGEMENT_STATUSES = ['NEW', 'DRAFT'] as const;
