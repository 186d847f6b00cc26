/**
 * The upload forms of the portal and the desk: the browser posts them to the web tier, which
 * checks the form came from this site, reads the caller from its cookies and relays them to the
 * marketplace's door (server/marketplace/doors.ts) with the identity headers of the contract's
 * calls. A cross-site form is sent back to its screen, which says so in the member's language.
 */
import { BANK_STATEMENT_PATHS } from './calls/bank-statements';
import { PORTAL_PATHS } from './portal-paths';

export const FORM_DOORS = [
  { prefix: PORTAL_PATHS.feedUpload, crossSite: `${PORTAL_PATHS.feeds}?problem=cross_site` },
  { prefix: PORTAL_PATHS.logoUpload, crossSite: `${PORTAL_PATHS.shopPage}?logo=cross_site#logo` },
  { prefix: BANK_STATEMENT_PATHS.upload, crossSite: `${BANK_STATEMENT_PATHS.form}?problem=cross_site#statement` },
] as const;
