/**
 * Decoding an image holds its pixels in memory (up to 8 bytes each for 16-bit colour with alpha)
 * and a thread of libuv's pool while it works, however small the file was. So every decode in a
 * process waits its turn in one queue with a budget of pixels: decodes run together while their
 * pixels fit in the budget; one as large as the budget runs alone; the first in the queue goes
 * first, so a large one is not passed over forever by small ones. What waits holds only its file.
 */
import type { Sharp } from 'sharp';

/** Pixels decoded at once per process: one image at the largest size the shop decodes. */
export const DECODE_PIXEL_BUDGET = 40_000_000;

export interface DecodeQueue {
  /** Runs the work once its pixels fit beside the decodes running, in the order asked. */
  run<T>(pixels: number, work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
  /** The most pixels and decodes there were at once (tests read it; the bound must hold). */
  readonly peak: { pixels: number; decodes: number };
}

export function createDecodeQueue(budget: number): DecodeQueue {
  let pixelsInUse = 0;
  let running = 0;
  const peak = { pixels: 0, decodes: 0 };
  const queue: { pixels: number; start: () => void }[] = [];
  const startWhatFits = () => {
    while (queue.length && (running === 0 || pixelsInUse + queue[0]!.pixels <= budget)) {
      const next = queue.shift()!;
      pixelsInUse += next.pixels;
      running += 1;
      peak.pixels = Math.max(peak.pixels, pixelsInUse);
      peak.decodes = Math.max(peak.decodes, running);
      next.start();
    }
  };
  return {
    async run(pixels, work) {
      // An image of unknown or over-budget size runs alone (the decoder's own pixel limit refuses the largest).
      const weight = Number.isFinite(pixels) && pixels > 0 ? Math.min(budget, Math.ceil(pixels)) : budget;
      await new Promise<void>((start) => {
        queue.push({ pixels: weight, start });
        startWhatFits();
      });
      try {
        return await work();
      } finally {
        pixelsInUse -= weight;
        running -= 1;
        startWhatFits();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    peak,
  };
}

/** The process's queue: product photos and shop logos share it. */
export const imageDecoding = createDecodeQueue(DECODE_PIXEL_BUDGET);

/** The pixels an image will decode to, from its header alone (no pixels are decoded); NaN when unreadable. */
export async function pixelsOf(image: Sharp): Promise<number> {
  try {
    const { width, height, pages } = await image.metadata();
    return width && height ? width * height * Math.max(1, pages ?? 1) : NaN;
  } catch {
    return NaN;
  }
}
