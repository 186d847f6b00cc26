/**
 * Staff: the desk's people, their sign-in with a second factor, locks, invitations and the audit
 * log.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { auditEntries, auditPage, type AuditFacts, type AuditFilter, recordAudit } from './audit';
export { staffOnly } from './context';
export { deskPeopleEndpoints } from './desk-people-endpoints';
export { staffEndpoints } from './endpoints';
export { freshCode, freshCodeRefusal, type RefusedCode } from './fresh-code';
export { invitePerson, peopleOf, removePerson, shopPeopleAddresses } from './people';
export { acceptInvitation, endStaffSession, findStaffById, inviteStaff, staffSession, type StaffSession } from './repository';
export { acceptedStep, currentCode } from './totp';
