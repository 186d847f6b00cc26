/**
 * Type codes the trade names a model generation by ("5G" a Golf VII, "6R" a Polo V, "E90" a BMW 3
 * Series saloon, "W205" a C-Class), with the make and model family they belong to, as the
 * manufacturers' own documents and the registration papers write them. A code read in a term names
 * its family (and its generation where the catalogue holds generations); numeric codes ("312" a
 * Fiat 500) count only beside their family, where they cannot be a quantity or a part number.
 */
export interface TypeCode { make: string; family: string; generation: string }

export const TYPE_CODES: Record<string, TypeCode> = {
  '1k': { make: 'VW', family: 'Golf', generation: 'v' },
  '5k': { make: 'VW', family: 'Golf', generation: 'vi' },
  '5g': { make: 'VW', family: 'Golf', generation: 'vii' },
  cd: { make: 'VW', family: 'Golf', generation: 'viii' },
  '9n': { make: 'VW', family: 'Polo', generation: 'iv' },
  '6r': { make: 'VW', family: 'Polo', generation: 'v' },
  '6c': { make: 'VW', family: 'Polo', generation: 'v' },
  aw: { make: 'VW', family: 'Polo', generation: 'vi' },
  '3c': { make: 'VW', family: 'Passat', generation: 'vi' },
  '3g': { make: 'VW', family: 'Passat', generation: 'viii' },
  '5t': { make: 'VW', family: 'Touran', generation: 'ii' },
  '6j': { make: 'Seat', family: 'Ibiza', generation: 'iv' },
  '6f': { make: 'Seat', family: 'Ibiza', generation: 'v' },
  '5f': { make: 'Seat', family: 'Leon', generation: 'iii' },
  '5e': { make: 'Skoda', family: 'Octavia', generation: 'iii' },
  e46: { make: 'BMW', family: '3er', generation: 'e46' },
  e90: { make: 'BMW', family: '3er', generation: 'e90' },
  e91: { make: 'BMW', family: '3er', generation: 'e91' },
  e92: { make: 'BMW', family: '3er', generation: 'e92' },
  f30: { make: 'BMW', family: '3er', generation: 'f30' },
  f31: { make: 'BMW', family: '3er', generation: 'f31' },
  g20: { make: 'BMW', family: '3er', generation: 'g20' },
  e87: { make: 'BMW', family: '1er', generation: 'e87' },
  f20: { make: 'BMW', family: '1er', generation: 'f20' },
  e60: { make: 'BMW', family: '5er', generation: 'e60' },
  f10: { make: 'BMW', family: '5er', generation: 'f10' },
  g30: { make: 'BMW', family: '5er', generation: 'g30' },
  w203: { make: 'Mercedes-Benz', family: 'C-Klasse', generation: 'w203' },
  w204: { make: 'Mercedes-Benz', family: 'C-Klasse', generation: 'w204' },
  w205: { make: 'Mercedes-Benz', family: 'C-Klasse', generation: 'w205' },
  w206: { make: 'Mercedes-Benz', family: 'C-Klasse', generation: 'w206' },
  w211: { make: 'Mercedes-Benz', family: 'E-Klasse', generation: 'w211' },
  w212: { make: 'Mercedes-Benz', family: 'E-Klasse', generation: 'w212' },
  w213: { make: 'Mercedes-Benz', family: 'E-Klasse', generation: 'w213' },
  w176: { make: 'Mercedes-Benz', family: 'A-Klasse', generation: 'w176' },
  w177: { make: 'Mercedes-Benz', family: 'A-Klasse', generation: 'w177' },
  b8: { make: 'Audi', family: 'A4', generation: 'b8' },
  b9: { make: 'Audi', family: 'A4', generation: 'b9' },
  '8v': { make: 'Audi', family: 'A3', generation: '8v' },
  '8y': { make: 'Audi', family: 'A3', generation: '8y' },
  '312': { make: 'Fiat', family: '500', generation: '312' },
  '169': { make: 'Fiat', family: 'Panda', generation: 'ii' },
  '319': { make: 'Fiat', family: 'Panda', generation: 'iii' },
};

/** A code that is only digits stands for a generation only right after its family's name. */
export function onlyBesideFamily(code: string): boolean {
  return /^\d+$/.test(code);
}
