/**
 * The cluster's web processes hand each other the cart pages they keep. The kernel spreads a
 * shopper's connections over the processes (SO_REUSEPORT, server/processes/web-listen.ts): a browser that
 * opens a new connection (after the idle timeout, a second tab, a phone changing networks) lands on
 * any of them, and a process that had not rendered that cart rendered it again, 13-18 ms of CPU
 * that holds every other request of that process meanwhile, for a cart that had not changed. A
 * page kept in one process is sent to the others (through the primary, node:cluster's channel with
 * V8's serialisation, so the deflate blocks travel as bytes), and each keeps it as its own; a
 * kept page is answered only while the marketplace's stand of the cart is the one it was rendered
 * under, so a page from another process is no less checked than one rendered here.
 */
import cluster from 'node:cluster';
import type { OutgoingHttpHeader } from 'node:http';

/** A kept page as it travels: its blocks as bytes, which blocks are shared by every page (interned on arrival). */
export interface SharedPage {
  before: Uint8Array[];
  crc: number;
  length: number;
  slots: Array<{ slot: 'csr' | 'ts'; after: { blocks: Uint8Array[]; crc: number; length: number; shift: Uint32Array } }>;
  bytes: number;
  /** For each block in page order (before's, then each slot's), the digest of one every page shares, or null for the page's own. */
  constants: Array<string | null>;
}

/** A kept cart as one process sends it to the others (a process keeps the same facts beside its page, cart-door.ts). */
export interface SharedCart {
  key: string;
  page: SharedPage;
  stand: string;
  /** The stand's query (the chosen vehicle). */
  standQuery: Record<string, string>;
  /** Its group (the request but the session) and a digest of its frame. */
  group: string;
  frame: string;
  /** The frame may vouch for its group (rendered from fresh answers only). */
  vouches: boolean;
  renderedAt: number;
  /** The marketplace headers of the request it was rendered for (session, delivery country, edition). */
  upstream: Record<string, string | undefined>;
  sid: string;
  /** The chain's headers as one flat list, Content-* and cookies left out. */
  head: OutgoingHttpHeader[];
  /** The cookies the chain set (the edition's), their expiry counted anew for each answer. */
  cookies: string[];
  routeName?: string;
  locale?: string;
}

/** The other web processes of this shop. */
export interface CartSiblings {
  offer(cart: SharedCart): void;
  /** Called with each cart another process kept. */
  onOffer(take: (cart: SharedCart) => void): void;
}

/** The message's type on the cluster's channel. */
export const KEPT_CART_MESSAGE = 'spareo:kept-cart';

interface KeptCartMessage {
  type: typeof KEPT_CART_MESSAGE;
  cart: SharedCart;
}

export function isKeptCartMessage(message: unknown): message is KeptCartMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === KEPT_CART_MESSAGE;
}

/**
 * A worker's siblings through the primary (which passes each offer on to every other worker,
 * relayKeptCarts): none when this process is no worker of a cluster.
 */
export function clusterSiblings(): CartSiblings | undefined {
  if (!cluster.isWorker || !process.send) return undefined;
  return {
    offer(cart) {
      // A channel that is closing (the process stopping) drops the offer: the others render instead.
      if (process.connected) process.send!({ type: KEPT_CART_MESSAGE, cart } satisfies KeptCartMessage, undefined, {}, () => {});
    },
    onOffer(take) {
      process.on('message', (message: unknown) => {
        if (isKeptCartMessage(message)) take(message.cart);
      });
    },
  };
}

/** In the primary: every kept cart a worker offers goes on to each other worker. */
export function relayKeptCarts(): void {
  cluster.on('message', (from, message: unknown) => {
    if (!isKeptCartMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message, undefined, () => {});
    }
  });
}
