/**
 * Portal: the shops' own screens and doors: sign-in and members, home, orders, shop page, feeds
 * and their uploads, bank account, people.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { portalAccountEndpoints } from './account-endpoints';
export { portalBankAccountEndpoints } from './bank-account-endpoints';
export { portalEndpoints } from './endpoints';
export { portalFeedEndpoints } from './feed-endpoints';
export { type FormMember, receiveFeedMapping, receivePortalFeed } from './feed-upload-doors';
export { asOwner, withScope } from './guard';
export { portalMemberOf, type PortalCaller } from './member';
export { portalHomeEndpoints } from './home-endpoints';
export { receiveLogo } from './logo-upload-door';
export { portalOfferEndpoints } from './offer-endpoints';
export { memberActor, portalStepAnswer, portalStepOf } from './orders';
export { portalPeopleEndpoints } from './people-endpoints';
