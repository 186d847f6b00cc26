/** A held feed's reasons read as people write them: one line, one offer in the singular. */
import { createI18n, translatorFor } from '../../locales/i18n';
import { holdTexts } from './hold-text';

const i18n = createI18n();
const one = [{ kind: 'removal', removed: 1, current: 3, limitPercent: 30 }, { kind: 'errors', rejected: 1, read: 3, limitPercent: 20 }] as const;
const many = [{ kind: 'removal', removed: 2, current: 3, limitPercent: 30 }, { kind: 'errors', rejected: 2, read: 3, limitPercent: 20 }] as const;

test.each([
  ['fr-FR', ['Le fichier retirerait 1 offre sur 3', '1 ligne sur 3 n’est pas devenue une offre'], ['retirerait 2 offres sur 3', '2 lignes sur 3 ne sont pas devenues des offres']],
  ['de-DE', ['würde 1 von 3 Angeboten entfernen', '1 von 3 Zeilen ist kein Angebot geworden'], ['würde 2 von 3 Angeboten entfernen', '2 von 3 Zeilen sind keine Angebote geworden']],
  ['es-ES', ['retiraría 1 de 3 ofertas', '1 de 3 líneas no se ha convertido en oferta'], ['retiraría 2 de 3 ofertas', '2 de 3 líneas no se han convertido en ofertas']],
  ['it-IT', ['rimuoverebbe 1 offerta su 3', '1 riga su 3 non è diventata un’offerta'], ['rimuoverebbe 2 offerte su 3', '2 righe su 3 non sono diventate offerte']],
  ['nl-NL', ['zou 1 van 3 aanbiedingen verwijderen', '1 van 3 regels is geen aanbieding geworden'], ['zou 2 van 3 aanbiedingen verwijderen', '2 van 3 regels zijn geen aanbieding geworden']],
] as const)('%s: one and many', (locale, singular, plural) => {
  const t = translatorFor(i18n, locale);
  const [removal, errors] = holdTexts(t, locale, [...one]);
  expect(removal).toContain(singular[0]);
  expect(errors).toContain(singular[1]);
  const [removals, errorLines] = holdTexts(t, locale, [...many]);
  expect(removals).toContain(plural[0]);
  expect(errorLines).toContain(plural[1]);
});
