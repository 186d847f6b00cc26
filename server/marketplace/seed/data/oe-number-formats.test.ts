import { createRng } from '../rng';
import { drawOeNumber, oeNumberFits, oeNumberFormatOf } from './oe-number-formats';

const MAKES = ['VW', 'Audi', 'Seat', 'Škoda', 'Skoda', 'Cupra', 'BMW', 'Mini', 'Mercedes-Benz', 'Smart', 'Peugeot', 'Citroën', 'DS', 'Renault', 'Dacia', 'Fiat', 'Alfa Romeo',
  'Toyota', 'Lexus', 'Hyundai', 'Kia', 'Opel', 'Ford', 'Volvo', 'Mazda', 'Nissan', 'Honda', 'Suzuki', 'Mitsubishi', 'Porsche', 'Land Rover', 'Jaguar', 'Subaru', 'Tesla', 'Jeep', 'Some Make'];

describe('OE numbers in their make\'s format', () => {
  it('draws Mercedes numbers as A and ten digits, never another letter in front ("W 238 828 32 38")', () => {
    const rng = createRng(7);
    for (let i = 0; i < 200; i++) expect(drawOeNumber(rng, 'Mercedes-Benz')).toMatch(/^A \d{3} \d{3} \d{2} \d{2}$/);
    expect(oeNumberFits('Mercedes-Benz', 'W 238 828 32 38')).toBe(false);
    expect(oeNumberFits('Mercedes-Benz', 'A 000 420 17 20')).toBe(true);
    expect(oeNumberFits('Mercedes-Benz', 'N 000000 004236')).toBe(true);
  });

  it('recognises real numbers of each make: VW "5Q0 615 301 F", BMW "34 11 6 792 219", PSA "1609 7465 80" and "4254.C8", Renault "41 06 014 23R", Toyota "04465-02220"', () => {
    for (const [make, number] of [['VW', '5Q0 615 301 F'], ['Audi', '8V0 615 301'], ['BMW', '34 11 6 792 219'], ['Peugeot', '1609 7465 80'], ['Citroën', '4254.C8'],
      ['Renault', '41 06 014 23R'], ['Renault', '8200 432 336'], ['Opel', '13 502 047'], ['Ford', '1 223 496'], ['Toyota', '04465-02220']] as const) {
      expect([make, number, oeNumberFits(make, number)]).toEqual([make, number, true]);
    }
  });

  it('draws every make\'s numbers in its own format, and each format reads its own example', () => {
    const rng = createRng(11);
    for (const make of MAKES) {
      expect([make, oeNumberFits(make, oeNumberFormatOf(make).example)]).toEqual([make, true]);
      for (let i = 0; i < 50; i++) {
        const number = drawOeNumber(rng, make);
        expect([make, number, oeNumberFits(make, number)]).toEqual([make, number, true]);
      }
    }
  });

  it('rejects another make\'s format: a PSA "16 21 87 90 15" printed in pairs, a BMW number for a VW', () => {
    expect(oeNumberFits('Peugeot', '16 21 87 90 15')).toBe(false);
    expect(oeNumberFits('VW', '34 11 6 792 219')).toBe(false);
  });
});
