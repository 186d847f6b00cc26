/** Hydration conditions, one tiny promise each (after Astro's client directives). */
import type { HydrateWhen } from '../hydration';
import { idle } from './idle';
import { interaction } from './interaction';
import { load } from './load';
import { remembered } from './remembered';
import { visible } from './visible';

export const DIRECTIVES: Record<HydrateWhen, (marker: HTMLElement) => Promise<void>> = { load, idle, visible, remembered, interaction };
