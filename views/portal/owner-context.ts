/**
 * Whether the page is rendered for the shop's owner: the shell and the screens show the owner's
 * forms and links to the owner alone, so a member never meets a form that refuses them. The web
 * tier learns it once, where it learns the member, and provides it around the whole page.
 */
import { createContext, useContext } from 'react';

export const PortalOwnerContext = createContext(false);

export const usePortalOwner = (): boolean => useContext(PortalOwnerContext);
