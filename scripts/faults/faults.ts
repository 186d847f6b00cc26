/**
 * The faults, each injected as an operator meets it: PostgreSQL restarted and stopped for a while,
 * a web replica, one of the two marketplace services and nginx killed outright and started again at
 * once (as a supervisor does), the documented rolling restart (both services, then both replicas,
 * each with its wait) several rounds in a row, the carts'
 * and the orders' tables locked for a while, the files' disk full, a backup taken, the setup job
 * run again. Each says when its cause was removed: the server accepting again, the process
 * answering /readyz again, the disk freed, the job ended.
 */
import type { FaultCluster } from './postgres-cluster';
import type { FilesVolume } from './full-disk';
import type { RunningNginx } from './nginx';
import type { ShopProcess } from './processes';

export interface FaultContext {
  cluster: FaultCluster;
  /** The two marketplace services, in the order the rolling restart takes them. */
  marketplaces: ShopProcess[];
  webs: ShopProcess[];
  volume: FilesVolume;
  nginx: RunningNginx;
  /** Where the backup taken under load is written: in the cluster's folder, which PostgreSQL's own user may write. */
  backupFile: string;
  rollingRounds: number;
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

/** The rolling restart's waits after a process is ready, as the operations guide gives them: a service the replicas' circuit cool-down (CIRCUIT_COOLDOWN_MS), a replica its share of the load. */
const ROLLING_WAIT_MS = { marketplace: 10_000, web: 3_000 };

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
      // One of the two: the replicas send to the other meanwhile.
      await c.marketplaces[0]!.kill();
      await c.marketplaces[0]!.start();
      c.causeRemoved();
    },
  },
  {
    name: 'nginx-kill-9',
    unavailable: () => null,
    async inject(c) {
      await c.nginx.killAndStart();
      c.causeRemoved();
    },
  },
  {
    name: 'rolling-sigterm',
    unavailable: () => null,
    async inject(c) {
      // The operations guide's procedure: one process at a time, the marketplace services first, each
      // stopped (it drains), started again and ready, then its wait; the whole round again at once.
      for (let round = 0; round < c.rollingRounds; round++) {
        for (const [processes, waitMs] of [[c.marketplaces, ROLLING_WAIT_MS.marketplace], [c.webs, ROLLING_WAIT_MS.web]] as const) {
          for (const one of processes) {
            await one.terminate();
            await one.start();
            await sleep(waitMs);
          }
        }
      }
      c.causeRemoved();
      return `${c.rollingRounds} rounds in a row`;
    },
  },
  {
    name: 'cart-lock-4s',
    unavailable: () => null,
    async inject(c) {
      await c.cluster.lock('cart_lines', 4);
      c.causeRemoved();
      return 'cart_lines locked EXCLUSIVE 4 s';
    },
  },
  {
    name: 'orders-lock-8s',
    unavailable: () => null,
    async inject(c) {
      await c.cluster.lock('orders', 8);
      c.causeRemoved();
      return 'orders locked EXCLUSIVE 8 s';
    },
  },
  {
    name: 'backup-under-load',
    unavailable: () => null,
    async inject(c) {
      const began = Date.now();
      const bytes = await c.cluster.dump(c.backupFile);
      c.causeRemoved();
      return `pg_dump --format=custom: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - began) / 1000).toFixed(1)} s`;
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
