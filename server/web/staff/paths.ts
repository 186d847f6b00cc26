/** Where the staff pages live: the desk under its own prefix; the invitation link every staff member gets. */
export const DESK_PREFIX = '/desk';

export const DESK_PATHS = {
  prefix: DESK_PREFIX,
  home: `${DESK_PREFIX}/`,
  queue: `${DESK_PREFIX}/queue`,
  signIn: `${DESK_PREFIX}/sign-in`,
  code: `${DESK_PREFIX}/sign-in/code`,
  signOut: `${DESK_PREFIX}/sign-out`,
  orders: `${DESK_PREFIX}/orders`,
  inbox: `${DESK_PREFIX}/inbox`,
  shops: `${DESK_PREFIX}/shops`,
  staff: `${DESK_PREFIX}/staff`,
  audit: `${DESK_PREFIX}/audit`,
  settlements: `${DESK_PREFIX}/settlements`,
  bankStatements: `${DESK_PREFIX}/bank-statements`,
  taxReports: `${DESK_PREFIX}/tax-reports`,
  refunds: `${DESK_PREFIX}/refunds`,
  savedReplies: `${DESK_PREFIX}/saved-replies`,
  personalData: `${DESK_PREFIX}/personal-data`,
  css: `${DESK_PREFIX}/desk.css`,
} as const;

export const orderPath = (number: string): string => `${DESK_PREFIX}/orders/${encodeURIComponent(number)}`;
export const shopPath = (id: number): string => `${DESK_PREFIX}/shops/${id}`;
export const contactMessagePath = (id: number): string => `${DESK_PREFIX}/inbox/${id}`;

/** The one-time invitation link (any role: the desk's page enrols, then sends shop members on to their portal). */
export const invitationPath = (token: string): string => `${DESK_PREFIX}/invitation/${encodeURIComponent(token)}`;
