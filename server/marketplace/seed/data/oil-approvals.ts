/**
 * Which SAE grades an engine-oil approval allows, from what each approval demands of the oil's
 * high-temperature viscosity (HTHS): the long-life and ACEA C2/C3 approvals ask for at least 2.9 or
 * 3.5 mPa·s, which no xW-20 oil reaches; the fuel-economy approvals (VW 508/509, BMW Longlife-17 FE+,
 * MB 229.71, ACEA C5/C6) ask for a low one that only xW-20 or 0W-16 oils have; heavy grades (10W and
 * above) carry only the old full-SAPS and truck sequences. The check reads this, the generator never does.
 */
const FUEL_ECONOMY = /VW 508|VW 509|Longlife-17 FE|MB 229\.71|ACEA C[56]|B71 2010|WSS-M2C948|9\.55535-GSX|RBS0-2AE/i;
const FULL_SAPS_OR_TRUCK = /ACEA A3\/B[34]|ACEA E\d|MB 229\.[13]\b|API C[HIJK]|API S[LMN]/i;

export function oilPairPossible(grade: string, approval: string): boolean {
  const match = /^(\d{1,2})W-(\d{2})$/.exec(grade.trim());
  if (!match || !approval.trim()) return false;
  const [winter, summer] = [Number(match[1]), Number(match[2])];
  if (FUEL_ECONOMY.test(approval)) return summer <= 20;
  // Everything else asks for a high-temperature viscosity an xW-20 oil does not have.
  if (summer <= 20) return false;
  if (winter >= 10) return FULL_SAPS_OR_TRUCK.test(approval);
  return true;
}
