/**
 * Hydraulic tappets as the trade sells them: by the piece, at a piece's price; the buyer orders one for each
 * valve. Their shape follows the valve gear: the VW group's two-valve heads (the 1.6 8V, the pump-nozzle
 * 1.4 and 1.9 TDI, the 2.0 SDI, the 2.5 TDI R5) open their valves by hydraulic bucket tappets of 35 mm; the
 * other engines (a Mercedes OM640 or OM651, an EA111 or EA211, a BMW, the PSA, Renault and Opel engines)
 * work roller rocker fingers on small hydraulic lash adjusters of 12 mm.
 */
import type { CarFacts } from './fitment-rules';

export type TappetDesign = 'bucket' | 'lash adjuster';

/** The VW group's two-valve engines on bucket tappets: the 1.6 8V and the pump-nozzle diesels. */
const VW_BUCKET_CODES = /^(BGU|BSE|BSF|ALZ|BKC|BJB|BLS|BXE|BXF|AXB|AXC|BNM|BNV|BDJ|AXD|AXE|BMM|ASZ|AVF|AWX|BKD|ATD|AXR|ASY|AMF|BAY)/;
const VW_GROUP = new Set(['VW', 'Audi', 'Skoda', 'Seat']);

/** A tappet article is one piece. */
export const TAPPET_PIECES = 1;

export function tappetOf(car: Pick<CarFacts, 'make' | 'fuel' | 'engineCode' | 'ccm'>): { design: TappetDesign; outerDiameterMm: number } {
  const bucket = VW_GROUP.has(car.make) && (VW_BUCKET_CODES.test(car.engineCode) || (car.fuel === 'diesel' && car.ccm === 2460));
  return bucket ? { design: 'bucket', outerDiameterMm: 35 } : { design: 'lash adjuster', outerDiameterMm: 12 };
}
