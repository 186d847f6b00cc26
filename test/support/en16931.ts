/**
 * An e-invoice's XML checked as its receivers check it: EN 16931's business rules, the ones CEN
 * publishes as a Schematron and ZUGFeRD / XRechnung / Factur-X receivers run before they book it.
 *
 * Two layers, both always applied when they can be:
 * - CEN's compiled artefact (EN16931-CII-validation.xslt) run by Saxon-HE (Debian's libsaxonhe-java,
 *   scripts/system-packages.mjs), when the file is at test/fixtures/en16931/ or where
 *   EN16931_CII_XSLT names it: its failed asserts flagged "fatal" are returned.
 * - The rules that failed on real invoices, checked here in their own words (rulesHere), so the
 *   suite holds them even where CEN's file is absent (no registry this project reaches ships it).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './temp-dir';

export interface RuleFailure { id: string; text: string; location: string }

export const SAXON_JAR = ['/usr/share/java/Saxon-HE.jar', '/usr/share/java/saxon9he.jar'].find((jar) => fs.existsSync(jar)) ?? '/usr/share/java/Saxon-HE.jar';

/** CEN's artefact, where it is: the fixture folder first, then EN16931_CII_XSLT. */
export function cenArtefact(): string | null {
  const candidates = [path.join(__dirname, '..', 'fixtures', 'en16931', 'EN16931-CII-validation.xslt'), process.env.EN16931_CII_XSLT ?? ''];
  return candidates.find((file) => file && fs.existsSync(file)) ?? null;
}

const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The fatal failed asserts of an SVRL report. */
export function fatalOfSvrl(svrl: string): RuleFailure[] {
  const failures: RuleFailure[] = [];
  for (const match of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    const attributes = match[1]!;
    const flag = /flag="([^"]*)"/.exec(attributes)?.[1];
    if (flag !== 'fatal') continue;
    failures.push({
      id: /id="([^"]*)"/.exec(attributes)?.[1] ?? '',
      location: decode(/location="([^"]*)"/.exec(attributes)?.[1] ?? ''),
      text: decode(/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2]!)?.[1] ?? '').trim(),
    });
  }
  return failures;
}

/**
 * Saxon over each XML with CEN's artefact, in one run (compiling the artefact takes most of the
 * time): each one's fatal failures; null when the artefact is not here.
 */
export function cenFailuresOfAll(xmls: readonly string[]): RuleFailure[][] | null {
  const xslt = cenArtefact();
  if (!xslt) return null;
  const dir = tempDir('en16931-');
  fs.mkdirSync(path.join(dir, 'in'));
  fs.mkdirSync(path.join(dir, 'out'));
  xmls.forEach((xml, index) => fs.writeFileSync(path.join(dir, 'in', `${index}.xml`), xml));
  execFileSync('java', ['-cp', SAXON_JAR, 'net.sf.saxon.Transform', `-s:${path.join(dir, 'in')}`, `-xsl:${xslt}`, `-o:${path.join(dir, 'out')}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  return xmls.map((_xml, index) => fatalOfSvrl(fs.readFileSync(path.join(dir, 'out', `${index}.xml`), 'utf8')));
}

/** The elements' texts at a path of local names (namespace prefixes ignored), in document order. */
function texts(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<(?:\\w+:)?${name}\\b[^>]*>([^<]*)</(?:\\w+:)?${name}>`, 'g'))].map((m) => decode(m[1]!));
}
function blocks(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<(?:\\w+:)?${name}\\b[^>]*>[\\s\\S]*?</(?:\\w+:)?${name}>`, 'g'))].map((m) => m[0]);
}
const amount = (text: string | undefined) => Number(text ?? 'NaN');

/**
 * The rules that failed on issued invoices, checked in their own words: a credit transfer names the
 * account (BR-61, CII-SR-470's cause), the amount due is the total less what was paid (BR-CO-16), the
 * seller is identifiable (BR-CO-26), an exempt or intra-Community invoice carries the VAT IDs its
 * category needs (BR-E-02, BR-IC-02), and an intra-Community supply is 0 % with a delivery date and
 * country (BR-IC-05, BR-IC-11, BR-IC-12), with its exemption reason (BR-IC-10); a standard-rated
 * line names the seller's VAT ID (BR-S-02), a reverse charge both VAT IDs, no VAT and its reason
 * (BR-AE-02, -05, -10), a service not subject to VAT no VAT ID (BR-O-02).
 */
export function rulesHere(xml: string): RuleFailure[] {
  const failures: RuleFailure[] = [];
  const fail = (id: string, text: string) => failures.push({ id, text, location: '' });
  const seller = blocks(xml, 'SellerTradeParty')[0] ?? '';
  const buyer = blocks(xml, 'BuyerTradeParty')[0] ?? '';
  const registrations = (party: string) => [...party.matchAll(/<ram:SpecifiedTaxRegistration>\s*<ram:ID schemeID="(\w+)">([^<]*)</g)].map((m) => ({ scheme: m[1]!, id: m[2]! }));
  const sellerVat = registrations(seller).some((r) => r.scheme === 'VA');
  const sellerTax = registrations(seller).some((r) => r.scheme === 'FC');
  const buyerVat = registrations(buyer).some((r) => r.scheme === 'VA');
  for (const means of blocks(xml, 'SpecifiedTradeSettlementPaymentMeans')) {
    const code = texts(means, 'TypeCode')[0];
    if (['30', '58'].includes(code ?? '') && !/<ram:(IBANID|ProprietaryID)>[^<]+</.test(means)) fail('BR-61', `payment means ${code} (credit transfer) without the payee's account`);
  }
  const summation = blocks(xml, 'SpecifiedTradeSettlementHeaderMonetarySummation')[0] ?? '';
  const grand = amount(texts(summation, 'GrandTotalAmount')[0]);
  const prepaid = amount(texts(summation, 'TotalPrepaidAmount')[0] ?? '0');
  const due = amount(texts(summation, 'DuePayableAmount')[0]);
  if (Math.abs(grand - prepaid - due) > 0.001) fail('BR-CO-16', `amount due ${due} is not the total ${grand} less the paid ${prepaid}`);
  if (!/<ram:SpecifiedLegalOrganization>\s*<ram:ID\b/.test(seller) && !sellerVat && !/<ram:GlobalID\b|<ram:ID\b/.test(seller.replace(/<ram:SpecifiedLegalOrganization>[\s\S]*?<\/ram:SpecifiedLegalOrganization>/, '').replace(/<ram:SpecifiedTaxRegistration>[\s\S]*?<\/ram:SpecifiedTaxRegistration>/g, ''))) {
    fail('BR-CO-26', 'the seller has neither an identifier, a legal registration nor a VAT ID');
  }
  const lineCategories = blocks(xml, 'IncludedSupplyChainTradeLineItem').map((line) => texts(blocks(line, 'ApplicableTradeTax')[0] ?? '', 'CategoryCode')[0]);
  if (lineCategories.includes('E') && !sellerVat && !sellerTax) fail('BR-E-02', 'an exempt line, and the seller has no VAT ID nor tax registration');
  if (lineCategories.includes('S') && !sellerVat) fail('BR-S-02', 'a standard-rated line, and the seller has no VAT ID');
  if (lineCategories.includes('AE') && (!sellerVat || !buyerVat)) fail('BR-AE-02', 'a reverse charge without both the seller\'s and the buyer\'s VAT IDs');
  if (lineCategories.includes('O') && (sellerVat || buyerVat)) fail('BR-O-02', 'a service not subject to VAT names a VAT ID');
  if (lineCategories.includes('K')) {
    if (!sellerVat || !buyerVat) fail('BR-IC-02', 'an intra-Community supply without both the seller\'s and the buyer\'s VAT IDs');
    const delivery = blocks(xml, 'ApplicableHeaderTradeDelivery')[0] ?? '';
    if (!/<ram:OccurrenceDateTime>/.test(delivery) && !/<ram:BillingSpecifiedPeriod>/.test(xml)) fail('BR-IC-11', 'an intra-Community supply without its delivery date');
    if (!/<ram:ShipToTradeParty>[\s\S]*<ram:CountryID>/.test(delivery)) fail('BR-IC-12', 'an intra-Community supply without the country delivered to');
  }
  for (const tax of blocks(blocks(xml, 'ApplicableHeaderTradeSettlement')[0] ?? '', 'ApplicableTradeTax')) {
    const category = texts(tax, 'CategoryCode')[0];
    if (category === 'K') {
      if (amount(texts(tax, 'RateApplicablePercent')[0]) !== 0 || amount(texts(tax, 'CalculatedAmount')[0]) !== 0) fail('BR-IC-05', 'an intra-Community supply charges VAT');
      if (!texts(tax, 'ExemptionReason')[0] && !texts(tax, 'ExemptionReasonCode')[0]) fail('BR-IC-10', 'an intra-Community supply without its exemption reason');
    }
    if (category === 'E' && !texts(tax, 'ExemptionReason')[0] && !texts(tax, 'ExemptionReasonCode')[0]) fail('BR-E-10', 'an exemption without its reason');
    if (category === 'AE') {
      if (amount(texts(tax, 'RateApplicablePercent')[0]) !== 0 || amount(texts(tax, 'CalculatedAmount')[0]) !== 0) fail('BR-AE-05', 'a reverse-charge invoice charges VAT');
      if (!texts(tax, 'ExemptionReason')[0] && !texts(tax, 'ExemptionReasonCode')[0]) fail('BR-AE-10', 'a reverse charge without its reason');
    }
    if (category === 'S' && amount(texts(tax, 'RateApplicablePercent')[0]) <= 0) fail('BR-S-05', 'a standard-rated line at no rate');
  }
  return failures;
}

/** Every fatal failure the receivers would report, per XML: CEN's where its artefact is here, and this file's own. */
export function en16931FailuresOfAll(xmls: readonly string[]): RuleFailure[][] {
  const cen = cenFailuresOfAll(xmls);
  return xmls.map((xml, index) => {
    const theirs = cen?.[index] ?? [];
    const seen = new Set(theirs.map((failure) => failure.id));
    return [...theirs, ...rulesHere(xml).filter((failure) => !seen.has(failure.id))];
  });
}

export function en16931Failures(xml: string): RuleFailure[] {
  return en16931FailuresOfAll([xml])[0]!;
}
