/**
 * What runs beside the marketplace's API wherever the marketplace runs (in the web process, or as a
 * service of its own): the shops' feed and order APIs, the scheduled fetch of their feed URLs, the files the shop serves (/media), the mail worker, and the change feed that
 * tells every process on the database when offers changed.
 */
import { collectionAccountFrom, operatorIdentityFrom, orderLookupBudgetFrom, databaseLocation, feedCredentialsSecret, demoCollectionAccountWarning, feedBoundsFrom, feedFetchPolicyFrom, feedMediaFrom, mailSettingsFrom, payoutAccountSettingsFrom, personalDataSettingsFrom, type Config } from '../config/config';
import { startAnonymising } from '../marketplace/flows';
import { partOf, type Logger } from '../shared/logger';
import type { MarketplaceDependencies } from '../marketplace/dependencies';
import { openChangeFeed, type ChangeFeed } from '../marketplace/db/change-feed';
import type { Database } from '../marketplace/db/connection';
import { feedCredentials, type FeedRouterOptions, runningImports, startFeedFetcher } from '../marketplace/feeds';
import { keptSecret } from '../config/kept-secret';
import type { DoorServices } from '../marketplace/doors';
import { type InboundReceiver, startInboundReceiver, startMailWorker } from '../marketplace/mail';
import { replyConversations } from '../marketplace/desk';
import { folderStore, type MediaFiles, type MediaStore } from '../marketplace/media';
import { documentFile } from '../marketplace/documents';
import { photoFile } from '../marketplace/photos';
import { logoFile } from '../marketplace/shops';
import { stripeProvider } from '../marketplace/payments';
import { startRefundSender } from '../marketplace/refunds';
import { loadEInvoiceLibrary, shopEInvoiceSweep, startFiler } from '../marketplace/invoices';
import { commissionInvoiceSweep } from '../marketplace/settlements';

/** The files /media serves, each read by the domain that keeps it in the store. */
export function mediaFiles(db: Database, store: MediaStore): MediaFiles {
  return {
    document: (name) => documentFile(db.kysely, store, name),
    photo: (name) => photoFile(db.kysely, store, name),
    logo: (name) => logoFile(store, name),
  };
}

export interface MarketplaceServices {
  /** What the marketplace's doors (doors.ts: the shops' APIs, the provider's notifications, the shop's files, the upload forms) are handed. */
  doors: DoorServices;
  /** Present when other processes share the database. */
  changes: ChangeFeed | undefined;
  /** What createMarketplace hands its handlers. */
  dependencies: MarketplaceDependencies;
  close(): Promise<void>;
}

/**
 * onOffersChanged: this process's caches; with `shared`, every process on the database hears of
 * the change through the change feed (this one included).
 */
export function startMarketplaceServices(config: Config, logger: Logger, db: Database, options: { shared: boolean; onOffersChanged: () => void; checkSecret: string }): MarketplaceServices {
  const location = databaseLocation(config);
  const changes = options.shared ? openChangeFeed(location, { onError: (error) => logger.error({ err: error }, 'change feed failed') }) : undefined;
  changes?.subscribe(() => options.onOffersChanged());
  // Feeds and mails share the marketplace's handle. On SQLite a second connection in this process
  // would wait for the write lock synchronously, blocking the very event loop the transaction
  // holding it needs to finish (a freeze until busy_timeout, then "database is locked"); one
  // connection lets Kysely queue the transactions instead. PostgreSQL: the pool serves all.
  const store = folderStore(config.MEDIA_DIR);
  const offersChanged = () => {
    if (!changes) return options.onOffersChanged();
    changes.publish('offers').catch((error: unknown) => {
      logger.error({ err: error }, 'could not tell the other processes; forgetting this one\'s caches only');
      options.onOffersChanged();
    });
  };
  const personalData = personalDataSettingsFrom(config);
  const credentials = feedCredentials(feedCredentialsSecret(config, keptSecret));
  const accountWarning = demoCollectionAccountWarning(config);
  if (accountWarning) logger.warn(accountWarning);
  const anonymising = startAnonymising(db.kysely, personalData, config.ANONYMISE_EVERY_MS,
    (counts) => logger.info(counts, 'personal data past its retention anonymised'),
    (error) => logger.error({ err: error }, 'anonymising personal data failed'));
  const feedOptions: FeedRouterOptions = {
    db,
    limits: { maxRemovedShare: config.FEED_HOLD_REMOVED_SHARE, maxErrorRate: config.FEED_HOLD_ERROR_RATE },
    maxBytes: config.FEED_MAX_BYTES,
    bounds: feedBoundsFrom(config),
    media: { ...feedMediaFrom(config), store },
    uploadDir: config.FEED_UPLOAD_DIR,
    onChanged: (shopId, articles) => {
      logger.info({ shopId, articles: articles === 'all' ? 'all' : articles.length }, 'offers changed by a feed');
      offersChanged();
    },
    onError: (error) => logger.error({ err: error }, 'feed import failed'),
    hsts: config.TRUST_PROXY,
  };
  // Every process may run one: a due feed URL is claimed before it is fetched, so it is fetched once.
  const feedFetcher = startFeedFetcher(db, { ...feedOptions, pollMs: config.FEED_FETCH_POLL_MS, policy: feedFetchPolicyFrom(config), credentials, onError: (error) => logger.error({ err: error }, 'scheduled feed fetch failed') });
  // Card, PayPal, Klarna and the local methods only with a configured provider; the checkout works without.
  const paymentProvider = config.STRIPE_SECRET_KEY
    ? stripeProvider({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE, webhookSecret: config.STRIPE_WEBHOOK_SECRET })
    : null;
  const dependencies: MarketplaceDependencies = {
    offersChanged, feedCredentials: credentials, paymentProvider, personalData,
    collectionAccount: collectionAccountFrom(config), deskMailbox: config.DESK_REPLY_ADDRESS ?? null, checkSecret: options.checkSecret,
    payoutAccount: payoutAccountSettingsFrom(config),
    orderLookups: orderLookupBudgetFrom(config),
    mediaStore: store,
    operator: operatorIdentityFrom(config),
  };
  // Every process may run one: a refund is claimed before it is sent, so none goes twice; a step that
  // owed one wakes this process's sender once committed, and the sweep sends any a crash left behind.
  const refundSender = startRefundSender(db.kysely, {
    provider: () => dependencies.paymentProvider, pollMs: config.REFUND_SEND_POLL_MS,
    onSent: (counts) => logger.info(counts, 'provider refunds sent'),
    onError: (error) => logger.error({ err: error }, 'sending provider refunds failed'),
  });
  // An e-invoice's first download would otherwise wait seconds for its library to load.
  void loadEInvoiceLibrary().catch((error: unknown) => logger.error({ err: error }, 'e-invoice library did not load'));
  // Every process may run one: e-invoices just issued get their Factur-X made and stored here, so a
  // download hands out stored bytes instead of building them (seconds of CPU) while the buyer waits.
  const fileError = (error: unknown) => logger.error({ err: error }, 'making an e-invoice\'s files failed');
  const filer = startFiler([shopEInvoiceSweep(db.kysely, fileError), commissionInvoiceSweep(db.kysely, fileError)], {
    pollMs: config.E_INVOICE_FILE_POLL_MS, onError: fileError, onMade: (count) => logger.info({ count }, 'e-invoice files made'),
  });
  // Every process may run one: a mail is claimed with a lease before it is sent, so none goes twice.
  const mailWorker = startMailWorker(db, mailSettingsFrom(config), partOf(logger, 'mail'));
  const doorLog = partOf(logger, 'doors');
  const doors: DoorServices = {
    db, dependencies, feeds: feedOptions, imports: runningImports(), files: mediaFiles(db, store), store, offersChanged,
    onError: (error) => doorLog.error({ err: error }, 'marketplace door failed'),
  };
  // The shoppers' answers to the desk come in here when a port is configured (one process of the fleet is enough; any may).
  const inboundLog = partOf(logger, 'inbound-mail');
  const inbound: Promise<InboundReceiver | undefined> = config.INBOUND_SMTP_PORT === undefined ? Promise.resolve(undefined)
    : startInboundReceiver(replyConversations(db.kysely, dependencies), { port: config.INBOUND_SMTP_PORT, host: config.INBOUND_SMTP_HOST, maxBytes: config.INBOUND_MAIL_MAX_BYTES }, inboundLog)
      .then((receiver) => (inboundLog.info({ port: receiver.port }, 'receiving shoppers\' answers'), receiver), (error: unknown) => (inboundLog.error({ err: error }, 'inbound mail receiver did not start'), undefined));
  return {
    doors,
    changes,
    // A suspended shop's offers leave every process's stored pages, as a feed's changes do.
    dependencies,
    async close() {
      anonymising.stop();
      await refundSender.stop();
      await filer.stop();
      await mailWorker.stop();
      await (await inbound)?.close();
      await feedFetcher.stop();
      await changes?.close();
    },
  };
}
