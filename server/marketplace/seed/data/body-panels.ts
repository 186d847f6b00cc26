/**
 * Who makes body panels. A bumper, a wing or a bonnet is a pressed or moulded panel from a body-parts
 * specialist's tooling (Blic, Van Wezel, Prasco, Klokkerholm): the collision trade buys them there.
 * The OE-supplier programmes (Vaico, Topran, SWAG, febi, Meyle, Vemo, Metzger, Blue Print) sell what
 * their suppliers make for the car makers' assembly lines, wear and repair parts, a mirror or a
 * grille at most, never a panel. The generator gives panels only to their makers, and the
 * plausibility check counts a panel of any other brand.
 */

/** The panels: parts a body shop fits after a collision, made on the panel specialists' tools. */
export const BODY_PANEL_KINDS: readonly string[] = ['Stoßstange', 'Kotflügel', 'Motorhaube'];

/** The body-parts specialists: they make the panels, and the mirrors, grilles and liners beside them. */
export const BODY_PANEL_MAKERS: readonly string[] = ['Blic', 'Van Wezel', 'Prasco', 'Klokkerholm'];

/** The OE-supplier programmes: repair parts from the car makers' suppliers, no body panel among them. */
export const OE_PROGRAMME_BRANDS: readonly string[] = ['Vaico', 'Vemo', 'Topran', 'SWAG', 'Febi Bilstein', 'Meyle', 'Metzger', 'Blue Print'];

/** Whether the brand makes the kind as far as panels go: a panel only from a panel maker. */
export function panelMakerFits(brand: string, kind: string): boolean {
  return !BODY_PANEL_KINDS.includes(kind) || BODY_PANEL_MAKERS.includes(brand);
}
