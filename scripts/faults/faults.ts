/**
 * The faults, each injected as an operator meets it: PostgreSQL restarted and stopped for a while,
 * a web replica and the marketplace killed outright and started again at once (as a supervisor
 * does), both replicas restarted one after the other with SIGTERM, the files' disk full, the setup
 * job run again. Each says when its cause was removed: the server accepting again, the process
 * answering /readyz again, the disk freed, the job ended.
 */
import type { FaultCluster } from './postgres-cluster';
import type { FilesVolume } from './full-disk';
import type { ShopProcess } from './processes';

export interface FaultContext {
  cluster: FaultCluster;
  marketplace: ShopProcess;
  webs: ShopProcess[];
  volume: FilesVolume;
  pgStopSeconds: number;
  diskFullSeconds: number;
  runSetupJob(): Promise<number | null>;
  /** Call when the cause is gone. */
  causeRemoved(): void;
}

export interface Fault {
  name: string;
  /** Why it cannot be injected here, or null. */
  unavailable(context: FaultContext): string | null;
  /** Injects it and removes its cause; returns a note for the table, if any. */
  inject(context: FaultContext): Promise<string | void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const FAULTS: Fault[] = [
  {
    name: 'postgres-restart',
    unavailable: () => null,
    async inject(c) {
      await c.cluster.restart();
      c.causeRemoved();
    },
  },
  {
    name: 'postgres-stop',
    unavailable: () => null,
    async inject(c) {
      await c.cluster.stop();
      await sleep(c.pgStopSeconds * 1000);
      await c.cluster.start();
      c.causeRemoved();
      return `stopped ${c.pgStopSeconds} s`;
    },
  },
  {
    name: 'web-replica-kill-9',
    unavailable: () => null,
    async inject(c) {
      await c.webs[0]!.kill();
      await c.webs[0]!.start();
      c.causeRemoved();
    },
  },
  {
    name: 'marketplace-kill-9',
    unavailable: () => null,
    async inject(c) {
      await c.marketplace.kill();
      await c.marketplace.start();
      c.causeRemoved();
    },
  },
  {
    name: 'rolling-sigterm',
    unavailable: () => null,
    async inject(c) {
      // One replica at a time: stopped (it drains), started again, ready, then the next.
      for (const web of c.webs) {
        await web.terminate();
        await web.start();
      }
      c.causeRemoved();
    },
  },
  {
    name: 'disk-full',
    unavailable: (c) => c.volume.cannotFill,
    async inject(c) {
      c.volume.fill();
      await sleep(c.diskFullSeconds * 1000);
      c.volume.free();
      c.causeRemoved();
      return `media and feed-upload volume full ${c.diskFullSeconds} s`;
    },
  },
  {
    name: 'setup-job-rerun',
    unavailable: () => null,
    async inject(c) {
      const code = await c.runSetupJob();
      c.causeRemoved();
      return `setup job exited ${code}`;
    },
  },
];
