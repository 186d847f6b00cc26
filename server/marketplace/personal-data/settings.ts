/**
 * What the marketplace process is told at start (marketplace-services.ts from the config), handed to
 * the handlers as ctx.deps.personalData: where new contact messages are also mailed, and how long
 * personal data is kept.
 */
export type { PersonalDataSettings } from '../dependencies';

/** Commercial and tax records are kept ten years; a contact message past the three-year limitation period; each with a margin. */
export const DEFAULT_RETENTION = { guestOrderDays: 3_700, contactMessageDays: 1_100 } as const;
