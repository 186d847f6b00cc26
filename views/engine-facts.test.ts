import { createI18n, translatorFor } from '../locales/i18n';
import { engineTemplates, engineText, modelOptionFormat, modelOptionLabel, powerText } from './engine-facts';

describe('an electric motor\'s 30-minute power', () => {
  const i18n = createI18n();
  const taycan = { ps: 193, kw: 142, ccm: 0, kwThirtyMinutes: true };

  it('is labelled as the 30-minute power in every edition\'s words, so a buyer does not read it as the peak', () => {
    const de = translatorFor(i18n, 'de-DE');
    const fr = translatorFor(i18n, 'fr-FR');
    expect(powerText('de-DE', engineTemplates(de), taycan)).toBe('193 PS / 142 kW (30-Minuten-Leistung)');
    expect(powerText('fr-FR', engineTemplates(fr), taycan)).toBe('193 ch / 142 kW (puissance sur 30 minutes)');
    expect(modelOptionLabel(modelOptionFormat(de, 'de-DE'), { name: 'Taycan Turbo S', ...taycan, productionYearStart: 2019 })).toContain('142 kW (30-Minuten-Leistung)');
    expect(de('home.vehicleFactsThirtyMinutes', { kw: 142, ps: 193, years: '2019–' })).toBe('142 kW (30-Minuten-Leistung) / 193 PS, 2019–');
    expect(fr('home.vehicleFactsThirtyMinutes', { kw: 142, ps: 193, years: '2019–' })).toContain('142 kW (puissance sur 30 minutes)');
  });

  it('leaves a peak power as it was', () => {
    expect(powerText('de-DE', engineTemplates(translatorFor(i18n, 'de-DE')), { ps: 136, kw: 100 })).toBe('136 PS / 100 kW');
  });
});

describe('an engine\'s facts', () => {
  const i18n = createI18n();

  it('name the displacement of a combustion engine and none of an electric motor (no "0 ccm")', () => {
    const de = engineTemplates(translatorFor(i18n, 'de-DE'));
    const fr = engineTemplates(translatorFor(i18n, 'fr-FR'));
    expect(engineText('de-DE', de, { ps: 150, kw: 110, ccm: 1968 })).toBe('150 PS / 110 kW, 1.968 ccm');
    expect(engineText('de-DE', de, { ps: 109, kw: 80, ccm: 0, kwThirtyMinutes: true })).toBe('109 PS / 80 kW (30-Minuten-Leistung)');
    expect(engineText('fr-FR', fr, { ps: 136, kw: 100, ccm: null })).toBe('136 ch / 100 kW');
  });
});
