/**
 * The trade's own words for parts the catalogue names otherwise, per language, each with where it
 * was taken from: `shoppers` for words shoppers typed into the shop and found nothing with (the
 * shoppers' judged set), `trade` for words parts counters and workshops use for the part. Read as
 * the synonyms are (synonyms.ts): a category whose name holds one of the catalogue's terms is found
 * by every trade word too; `npm run search:reindex` after a change.
 */
export interface TradeWord { langNo: number; catalogue: string[]; words: string[]; source: 'shoppers' | 'trade' }

const DE = 1;
const FR = 6;
const IT = 7;
const ES = 8;
const NL = 9;

export const TRADE_WORDS: TradeWord[] = [
  { langNo: DE, catalogue: ['lichtmaschine'], words: ['lima'], source: 'shoppers' },
  { langNo: DE, catalogue: ['schalldämpfer'], words: ['auspufftopf', 'topf'], source: 'shoppers' },
  { langNo: DE, catalogue: ['endschalldämpfer'], words: ['endtopf', 'endschalldämpfer'], source: 'shoppers' },
  { langNo: DE, catalogue: ['mittelschalldämpfer'], words: ['mitteltopf'], source: 'trade' },
  { langNo: DE, catalogue: ['vorschalldämpfer'], words: ['vortopf'], source: 'trade' },
  { langNo: DE, catalogue: ['glühlampe hauptscheinwerfer'], words: ['abblendlicht', 'fernlicht', 'scheinwerferlampe'], source: 'shoppers' },
  { langNo: DE, catalogue: ['federbeinstützlager'], words: ['domlager'], source: 'trade' },
  { langNo: DE, catalogue: ['kraftstoffpumpe'], words: ['spritpumpe', 'benzinpumpe', 'dieselpumpe'], source: 'trade' },
  { langNo: DE, catalogue: ['kühlerfrostschutz'], words: ['kühlwasser', 'kühlflüssigkeit'], source: 'trade' },
  { langNo: DE, catalogue: ['zweimassenschwungrad'], words: ['schwungrad', 'zms'], source: 'trade' },
  { langNo: DE, catalogue: ['kupplungssatz'], words: ['kupplungskit'], source: 'trade' },
  { langNo: DE, catalogue: ['koppelstange'], words: ['pendelstütze'], source: 'trade' },
  { langNo: FR, catalogue: ['ampoule de phare'], words: ['feux de croisement', 'croisement', 'feu de route'], source: 'shoppers' },
  { langNo: FR, catalogue: ['courroie d\'accessoire'], words: ['courroie accessoire', 'courroie alternateur'], source: 'trade' },
  { langNo: FR, catalogue: ['kit d\'embrayage'], words: ['embrayage'], source: 'trade' },
  { langNo: ES, catalogue: ['correa poli-v'], words: ['correa auxiliar', 'auxiliar', 'correa alternador', 'correa de accesorios'], source: 'shoppers' },
  { langNo: ES, catalogue: ['lámpara de faro'], words: ['luz de cruce', 'cruce', 'luz de carretera'], source: 'shoppers' },
  { langNo: ES, catalogue: ['escobilla limpiaparabrisas'], words: ['escobillas'], source: 'trade' },
  { langNo: IT, catalogue: ['cinghia poly-v'], words: ['cinghia servizi', 'servizi', 'cinghia alternatore'], source: 'shoppers' },
  { langNo: IT, catalogue: ['liquido refrigerante'], words: ['liquido radiatore', 'antigelo'], source: 'shoppers' },
  { langNo: IT, catalogue: ['lampadina faro'], words: ['anabbagliante', 'abbagliante'], source: 'shoppers' },
  { langNo: IT, catalogue: ['ammortizzatori'], words: ['ammortizzatore'], source: 'trade' },
  { langNo: NL, catalogue: ['poly v-riem'], words: ['multiriem', 'v-snaar', 'aandrijfriem'], source: 'shoppers' },
  { langNo: NL, catalogue: ['koplamplamp'], words: ['dimlicht', 'grootlicht'], source: 'shoppers' },
  { langNo: NL, catalogue: ['ruitenwisser'], words: ['ruitenwissers', 'ruitenwisserbladen'], source: 'shoppers' },
  { langNo: NL, catalogue: ['einddemper', 'middendemper', 'voordemper'], words: ['knalpot', 'uitlaatdemper'], source: 'trade' },
];
