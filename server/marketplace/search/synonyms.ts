import { POSITION_WORDS } from './positions';

/**
 * Words shoppers use for the parts the catalogue names otherwise, per language: the operator
 * extends these lists and runs `npm run search:reindex`. Each line is "catalogue terms > shopper
 * terms": a category whose name contains one of the catalogue's terms (German: also inside a
 * compound, "Endschalldämpfer") is found by every shopper term too. Keyed by the catalogue's language numbers (1 de, 6 fr, 7 it, 8 es, 9 nl).
 */
export const SYNONYMS: Record<number, string[]> = {
  1: [
    'schalldämpfer, abgasanlage, abgasrohr > auspuff',
    'stoßdämpfer > dämpfer, federbein',
    'zündkerzen > kerze, kerzen',
    'bremsbeläge > bremsklötze, bremsklotz, klötze',
    'starterbatterie > batterie, akku',
    'lichtmaschine > generator',
    'anlasser > starter',
    'scheibenwischer > wischerblatt, wischblatt, wischerblätter',
    'glühlampe, led-lampe, xenon-brenner > glühbirne, birne, leuchtmittel',
    'zahnriemen > steuerriemen',
    'keilrippenriemen > keilriemen',
    'motoröl > motorenöl',
    'spurstangenkopf > spurstangengelenk',
    'katalysator > kat',
    'rußpartikelfilter > partikelfilter, dieselpartikelfilter, dpf',
    'pollenfilter, innenraumfilter > klimafilter',
    'kühlerfrostschutz > frostschutz, kühlmittel',
    'hauptscheinwerfer > frontscheinwerfer',
    'heckleuchte > rücklicht, rückleuchte',
    'blinkleuchte > blinker',
    'turbolader > turbo',
    'einspritzdüse > injektor, einspritzventil',
    'luftmassenmesser > lmm',
    'agr-ventil > abgasrückführung',
    'stoßstange > stoßfänger',
    'wasserpumpe > kühlmittelpumpe',
    'radlagersatz > radlager',
  ],
  6: [
    'silencieux, tuyau d\'échappement, flexible d\'échappement > pot, pot d\'échappement, échappement',
    'amortisseurs > amortisseur',
    'bougies d\'allumage > bougie',
    'plaquettes de frein > plaquette',
    'batterie de démarrage > batterie, accumulateur',
    'balai d\'essuie-glace > essuie-glace, balai',
    'projecteur principal > phare, phares, optique',
    'ampoule > lampe',
    'huile moteur > huile',
    'courroie de distribution > courroie',
    'filtre à pollen, filtre d\'habitacle > filtre habitacle',
    'turbocompresseur > turbo',
  ],
  8: [
    'silenciador, tubo de escape > escape',
    'amortiguadores > amortiguador',
    'bujías de encendido > bujía',
    'pastillas de freno > pastilla',
    'batería de arranque > batería, acumulador',
    'faro principal > faro, faros',
    'escobilla limpiaparabrisas > escobilla, limpiaparabrisas',
    'aceite de motor > aceite',
    'correa de distribución > correa',
    'lámpara > bombilla',
  ],
  7: [
    'silenziatore, tubo di scarico > scarico, marmitta',
    'ammortizzatori > ammortizzatore',
    'candele di accensione > candela',
    'pastiglie freno > pastiglia, pastiglie freni',
    'batteria avviamento > batteria, accumulatore',
    'spazzola tergicristallo > tergicristallo, spazzola, spazzole',
    'olio motore > olio',
    'dischi freno > dischi freni',
    'lampadina, lampada > lampadine',
    'faro principale > faro, fari',
  ],
  9: [
    'einddemper, middendemper, voordemper, uitlaatpijp > uitlaat, knalpot',
    'schokdempers > schokdemper, schokbreker, schokbrekers',
    'bougies > bougie',
    'remblokken > remblok, remblokjes',
    'accu > batterij',
    'ruitenwisser > wisserblad, wisserbladen',
    'motorolie > olie',
    'remschijven > remschijf',
    'koplamplamp, knipperlichtlamp, xenonlamp, led-lamp > gloeilamp, lamp',
  ],
};

/**
 * Words that say where a part sits: they filter on the fitting position or side the articles state
 * (positions.ts); as a category's word they only narrow among the categories the other words name.
 */
export const QUALIFIER_WORDS = new Set(Object.keys(POSITION_WORDS));

/** Small words that name nothing in a part's name ("plaquettes de frein pour Clio"): left out unless the term is nothing else. */
export const STOP_WORDS = new Set([
  'für', 'fur', 'fuer', 'mit', 'und', 'der', 'die', 'das', 'vom', 'zum', 'zur', 'von', 'auto', 'pkw',
  'de', 'du', 'des', 'la', 'le', 'les', 'pour', 'et', 'voiture',
  'del', 'el', 'los', 'las', 'para', 'coche', 'y',
  'di', 'della', 'dello', 'per', 'il', 'lo', 'e',
  'van', 'het', 'een', 'en',
  'for', 'the', 'and', 'car',
]);
