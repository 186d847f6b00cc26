/** A one-line progress bar for the command line (redrawn in place on a terminal, a line per 10 % otherwise). */
export interface ProgressBar { update(done: number, total: number | null, label: string): void; end(): void }

export function createProgressBar(stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  const tty = Boolean(stream.isTTY);
  let lastTenth = -1;
  let lastDraw = 0;
  return {
    update(done, total, label) {
      const share = total ? Math.min(1, done / total) : 0;
      if (tty) {
        if (Date.now() - lastDraw < 100 && share < 1) return;
        lastDraw = Date.now();
        const width = 30;
        const filled = Math.round(share * width);
        stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)} % ${label}\x1b[K`);
        return;
      }
      const tenth = Math.floor(share * 10);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        stream.write(`${(tenth * 10).toString().padStart(3)} % ${label}\n`);
      }
    },
    end() {
      if (tty) stream.write('\n');
    },
  };
}
