/**
 * Words shoppers use for the parts the catalogue names otherwise, per language: the operator
 * extends these lists and runs `npm run search:reindex`. A category whose name contains one term
 * of a group is found by every term of that group; a group's first term is the catalogue's own
 * word, and in German it is also found inside compounds ("Endschalldämpfer"). Keyed by the catalogue's language numbers (1 de, 6 fr, 7 it, 8 es, 9 nl).
 */
export const SYNONYMS: Record<number, string[][]> = {
  1: [
    ['schalldämpfer', 'auspuff', 'abgasanlage', 'abgasrohr'],
    ['stoßdämpfer', 'dämpfer', 'federbein'],
    ['zündkerze', 'kerze'],
    ['bremsbeläge', 'bremsklötze', 'bremsklotz', 'klötze'],
    ['starterbatterie', 'batterie', 'akku'],
    ['lichtmaschine', 'generator'],
    ['anlasser', 'starter'],
    ['scheibenwischer', 'wischerblatt', 'wischblatt'],
    ['glühlampe', 'glühbirne', 'birne', 'leuchtmittel'],
    ['zahnriemen', 'steuerriemen'],
    ['keilrippenriemen', 'keilriemen'],
    ['motoröl', 'motorenöl'],
    ['spurstangenkopf', 'spurstangengelenk'],
    ['katalysator', 'kat'],
    ['rußpartikelfilter', 'partikelfilter', 'dieselpartikelfilter', 'dpf'],
    ['pollenfilter', 'innenraumfilter', 'klimafilter'],
    ['kühlerfrostschutz', 'frostschutz', 'kühlmittel'],
    ['vorderachse', 'vorne', 'vorn'],
    ['hinterachse', 'hinten'],
    ['hauptscheinwerfer', 'frontscheinwerfer'],
    ['heckleuchte', 'rücklicht', 'rückleuchte'],
    ['blinkleuchte', 'blinker'],
    ['turbolader', 'turbo'],
    ['einspritzdüse', 'injektor', 'einspritzventil'],
    ['luftmassenmesser', 'lmm'],
    ['agr-ventil', 'abgasrückführung'],
    ['stoßstange', 'stoßfänger'],
    ['wasserpumpe', 'kühlmittelpumpe'],
    ['kühler', 'wasserkühler'],
  ],
  6: [
    ['échappement', 'pot', 'silencieux'],
    ['amortisseur', 'amortisseurs'],
    ['bougie', 'bougies'],
    ['plaquettes de frein', 'plaquette', 'plaquettes'],
    ['batterie', 'accumulateur'],
    ['essuie-glace', 'balai', 'essuie'],
    ['projecteur principal', 'phare', 'phares', 'optique'],
    ['feu arrière', 'feux arrière'],
    ['essieu avant', 'avant', 'av'],
    ['essieu arrière', 'arrière', 'ar'],
    ['ampoule', 'lampe'],
    ['huile moteur', 'huile'],
    ['courroie de distribution', 'courroie', 'kit courroie'],
    ['filtre à pollen', 'filtre habitacle'],
    ['turbocompresseur', 'turbo'],
  ],
  8: [
    ['escape', 'tubo de escape', 'silenciador'],
    ['amortiguador', 'amortiguadores'],
    ['bujía', 'bujías'],
    ['pastillas de freno', 'pastilla', 'pastillas'],
    ['batería', 'acumulador'],
    ['eje delantero', 'delantero', 'delantera', 'delanteras'],
    ['eje trasero', 'trasero', 'trasera', 'traseras'],
    ['faro principal', 'faro', 'faros'],
    ['escobilla limpiaparabrisas', 'escobilla', 'limpiaparabrisas'],
    ['aceite de motor', 'aceite'],
    ['correa de distribución', 'correa'],
    ['discos de freno', 'disco', 'discos'],
    ['lámpara', 'bombilla'],
  ],
  7: [
    ['scarico', 'marmitta', 'silenziatore'],
    ['ammortizzatori', 'ammortizzatore'],
    ['candele di accensione', 'candela', 'candele'],
    ['pastiglie freno', 'pastiglia', 'pastiglie', 'pastiglie freni'],
    ['batteria', 'accumulatore'],
    ['asse anteriore', 'anteriore', 'anteriori'],
    ['asse posteriore', 'posteriore', 'posteriori'],
    ['tergicristallo', 'spazzola', 'spazzole'],
    ['olio motore', 'olio'],
    ['dischi freno', 'disco', 'dischi', 'dischi freni'],
    ['lampadina', 'lampada'],
    ['faro principale', 'faro', 'fari'],
  ],
  9: [
    ['uitlaat', 'knalpot', 'demper'],
    ['schokdempers', 'schokdemper', 'schokbreker'],
    ['bougies', 'bougie'],
    ['remblokken', 'remblok', 'remblokjes'],
    ['accu', 'batterij', 'accu'],
    ['vooras', 'vooraan', 'voorzijde'],
    ['achteras', 'achteraan', 'achterzijde'],
    ['ruitenwisser', 'wisserblad', 'wisserbladen'],
    ['motorolie', 'olie'],
    ['remschijven', 'remschijf'],
    ['lamp', 'gloeilamp'],
  ],
};

/**
 * Words that say where a part sits: they narrow the results when the catalogue splits parts that
 * way (brake pads front and rear) and are passed over when it does not (brake discs).
 */
export const QUALIFIER_WORDS = new Set([
  'vorne', 'vorn', 'hinten', 'links', 'rechts', 'vorderachse', 'hinterachse',
  'avant', 'arriere', 'av', 'ar', 'gauche', 'droite', 'droit',
  'delantero', 'delantera', 'delanteros', 'delanteras', 'trasero', 'trasera', 'traseros', 'traseras', 'izquierdo', 'derecho',
  'anteriore', 'anteriori', 'posteriore', 'posteriori', 'sinistro', 'destro',
  'vooras', 'achteras', 'vooraan', 'achteraan', 'voorzijde', 'achterzijde', 'links', 'rechts',
]);

/** Small words that name nothing in a part's name ("plaquettes de frein pour Clio"): left out unless the term is nothing else. */
export const STOP_WORDS = new Set([
  'für', 'fur', 'fuer', 'mit', 'und', 'der', 'die', 'das', 'vom', 'zum', 'zur', 'von', 'auto', 'pkw',
  'de', 'du', 'des', 'la', 'le', 'les', 'pour', 'et', 'voiture',
  'del', 'el', 'los', 'las', 'para', 'coche', 'y',
  'di', 'della', 'dello', 'per', 'il', 'lo', 'e',
  'voor', 'van', 'het', 'een', 'en',
  'for', 'the', 'and', 'car',
]);
