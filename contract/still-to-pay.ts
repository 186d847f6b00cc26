/**
 * What a shop's part still asks of the shopper: its total less what its shop refused (the refused
 * lines, and the shipping once every line is refused). One rule for the transfer the order page
 * asks for, the mails, the portal's inbox and the desk's payment panel, so none asks for more.
 */
export function stillToPayCents(part: { totalCents: number; refusedCents: number }): number {
  return Math.max(0, part.totalCents - part.refusedCents);
}
