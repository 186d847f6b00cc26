/**
 * Users: shoppers' accounts, passwords and their throttle.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { isCommonPassword } from './common-passwords';
export { CLIENT_ADDRESS_HEADER, notSignedIn, signedInUser } from './context';
export { userEndpoints } from './endpoints';
export { passwordHashing } from './hashing-queue';
export { dummyHash, hashPassword, verifyPassword } from './password';
export { accountOf, eraseAccount, savedVehiclesOf } from './personal-data';
export { userEmailOf } from './repository';
export { recordSuccessfulSignIn, releaseSignIn, reserveSignIn } from './throttle';
