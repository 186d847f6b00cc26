/**
 * Door mirrors as the maker fits them: the premium makes (Audi, BMW, Mercedes, Volvo, Porsche, Jaguar, Land
 * Rover, Lexus, Tesla, Maserati, DS) from 2000 and Alfa Romeo from 2010 fit electrically adjusted, heated
 * mirrors in every trim, and so do the larger volume cars (front discs of 300 mm and more) of generations
 * from 2012; a manual, unheated mirror for them fits nothing the car has. Small and older volume cars and
 * the vans were sold with either, and keep the mirror their article is made as.
 */
import type { CarFacts } from './fitment-rules';

const ELECTRIC_MIRROR_FROM: Readonly<Record<string, number>> = {
  Audi: 2000, BMW: 2000, 'Mercedes-Benz': 2000, Volvo: 2000, Porsche: 2000, Jaguar: 2000, 'Land Rover': 2000, Lexus: 2000, Tesla: 0, Maserati: 2000, DS: 2000, 'Alfa Romeo': 2010,
};
const VOLUME_ELECTRIC_FROM = 2012;
const VAN_GENERATIONS = /^(Mercedes-Benz (Sprinter|Citan|T-Klasse)|VW (Crafter|Caddy)|Ford Transit(?! Custom)|Renault (Master|Kangoo)|Opel (Movano|Combo)|Fiat (Ducato|Doblo)|Peugeot (Boxer|Partner|Rifter)|Citroën (Jumper|Berlingo)|Dacia)\b/;

/** Whether the car's door mirrors are electrically adjusted and heated on every type. */
export function electricHeatedMirrors(car: Pick<CarFacts, 'make' | 'generation' | 'generationStart' | 'frontDiscMm'>): boolean {
  if (VAN_GENERATIONS.test(car.generation)) return false;
  const premiumFrom = ELECTRIC_MIRROR_FROM[car.make];
  if (premiumFrom !== undefined) return car.generationStart >= premiumFrom;
  return car.generationStart >= VOLUME_ELECTRIC_FROM && car.frontDiscMm >= 300;
}
