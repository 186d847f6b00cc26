/**
 * The marketplace's own imprint, terms, privacy and contact pages name its operator from the
 * configuration; with the defaults they say plainly that the facts are the demo's placeholders.
 */
import request from 'supertest';
import { LOCALES, type Locale } from '../../locales/editions';
import { createI18n, translatorFor } from '../../locales/i18n';
import { loadConfig } from '../../server/config/config';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const texts = createI18n();
const t = (locale: Locale) => translatorFor(texts, locale);
const infoPath = (locale: Locale, topic: string) => pathFor(`Info___${locale}`, { topic: t(locale)(`info.${topic}.slug`) });
const operatorSection = (html: string) => html.match(/<section class="operator"[\s\S]*?<\/section>/)?.[0] ?? '';

const OPERATOR = {
  OPERATOR_NAME: 'Teilewerk Handels GmbH', OPERATOR_STREET: 'Ringstraße 12', OPERATOR_POSTCODE: '50667', OPERATOR_CITY: 'Köln',
  OPERATOR_COUNTRY: 'DE', OPERATOR_EMAIL: 'hallo@teilewerk.example', OPERATOR_PHONE: '+49 221 555 0100',
  OPERATOR_REGISTER: 'Amtsgericht Köln, HRB 98765', OPERATOR_VAT_ID: 'DE298765432', OPERATOR_REPRESENTATIVE: 'Jana Beispiel',
  OPERATOR_IBAN: 'DE02 1203 0000 0000 2020 51', OPERATOR_BIC: 'BYLADEM1001',
};

describe('with the defaults', () => {
  const { app } = createTestApp({ db: createSeededDatabase() });
  for (const locale of LOCALES) {
    test(`${locale}: imprint, terms and privacy say the operator's facts are demo placeholders; nothing pretends to be real`, async () => {
      for (const topic of ['imprint', 'terms', 'privacy']) {
        const res = await request(app).get(infoPath(locale, topic));
        expect(res.status).toBe(200);
        expect(res.text).not.toContain('Musterstra');
        const section = operatorSection(res.text);
        expect(section).toContain(t(locale)('info.operator.demo').replace(/'/g, '&#x27;'));
        expect(section).toContain('Spareo (Demo)');
      }
    });
  }
});

describe('with an operator configured', () => {
  const { app } = createTestApp({ db: createSeededDatabase(), env: OPERATOR });
  test('the imprint names it in full: name, address, e-mail, phone, representative, register, VAT ID; no demo notice', async () => {
    const res = await request(app).get(infoPath('de-DE', 'imprint'));
    expect(res.status).toBe(200);
    const section = operatorSection(res.text);
    for (const value of ['Teilewerk Handels GmbH', 'Ringstraße 12', '50667 Köln', 'Deutschland', 'hallo@teilewerk.example', '+49 221 555 0100', 'Jana Beispiel', 'Amtsgericht Köln, HRB 98765', 'DE298765432']) {
      expect(section).toContain(value);
    }
    expect(section).not.toContain(t('de-DE')('info.operator.demo'));
  });

  test('the terms and privacy pages and the contact page name it too', async () => {
    for (const topic of ['terms', 'privacy', 'support']) {
      const res = await request(app).get(infoPath('fr-FR', topic));
      expect(res.status).toBe(200);
      expect(res.text).toContain('Teilewerk Handels GmbH');
      expect(res.text).toContain('hallo@teilewerk.example');
    }
  });
});

test('a named operator without its register or VAT ID is refused at start, naming the setting', () => {
  expect(() => loadConfig({ OPERATOR_NAME: 'Teilewerk Handels GmbH', OPERATOR_REGISTER: 'HRB 1' })).toThrow(/OPERATOR_VAT_ID/);
  expect(() => loadConfig({ ...OPERATOR, OPERATOR_VAT_ID: 'not a vat id' })).toThrow(/OPERATOR_VAT_ID/);
  expect(() => loadConfig(OPERATOR)).not.toThrow();
});
