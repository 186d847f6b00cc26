/** What made the runtime's loader (views/render/runtime-loader.ts) request the runtime. */
export interface Wake {
  /** The event type ('pointerdown', 'offline', 'pageshow', ...), or 'paint' when it ran after the first paint. */
  type: string;
  target: EventTarget | null;
}

declare global {
  interface Window {
    spareoWake?: Wake;
  }
}

export const wake = (): Wake | undefined => window.spareoWake;
