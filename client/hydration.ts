/**
 * What the browser's runtime and the server's island markers share: when an island wakes, and the
 * id of the island instance a component renders in (views derive their DOM ids from it).
 */
import { createContext } from 'react';

/** 'remembered': on view when localStorage holds one of the island's keys, else on interaction. */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'remembered' | 'interaction';

export const IslandIdContext = createContext<string>('island');
