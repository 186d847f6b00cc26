/**
 * Two replicas share one mail queue: each worker polls the queue table and claims a due mail
 * before sending it, so a mail goes out once however many workers run. Two handles on one database
 * (file or PostgreSQL database, the backend of the jest project) are two replicas here; the mails go
 * to a real SMTP server in this process.
 */
import type { Database } from '../../server/marketplace/db/connection';
import { claimDueMails, enqueueMail, pendingMailCount } from '../../server/marketplace/mail/queue';
import { startMailWorker, type MailLog, type MailWorker } from '../../server/marketplace/mail/worker';
import { startMailbox, type Mailbox } from '../checkout/support';
import { reopenDatabase } from '../support/database-location';
import { createEmptyDatabase, testBackend } from '../support/seeded-db';
import { waitFor } from '../support/wait-for';

const quiet: MailLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const backend = testBackend();
let mailbox: Mailbox;
let replicaA: Database;
let replicaB: Database;

beforeAll(async () => {
  mailbox = await startMailbox();
  replicaA = createEmptyDatabase();
  replicaB = reopenDatabase(replicaA);
});

afterAll(async () => {
  await mailbox.close();
  // The teardown closes the handed-out handle; the second one is this file's own.
  await replicaB.shut();
});

describe(`on ${backend}`, () => {

  async function queue(count: number, label: string): Promise<string[]> {
    const subjects: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const subject = `${backend} ${label} ${i}`;
      await enqueueMail(replicaA.kysely, { kind: 'confirmation', orderId: null, recipient: `shopper${i}@example.org`, subject, text: subject, html: `<p>${subject}</p>` });
      subjects.push(subject);
    }
    return subjects;
  }

  test('claims made at the same moment by two replicas never share a mail', async () => {
    const subjects = await queue(30, 'claim');
    const now = new Date(Date.now() + 1000);
    try {
      const rounds = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => claimDueMails((i % 2 ? replicaB : replicaA).kysely, now, 60_000, 7)));
      const ids = rounds.flat().map((mail) => mail.id);
      expect(new Set(ids).size).toBe(ids.length);
      // A replica that lost a race for some rows claims fewer this round; its next polls take the rest.
      for (let poll = 0; poll < 30; poll += 1) {
        const more = await claimDueMails((poll % 2 ? replicaB : replicaA).kysely, now, 60_000, 7);
        if (more.length === 0) break;
        ids.push(...more.map((mail) => mail.id));
      }
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(subjects.length);
      // Claimed mails are locked: nothing is due again until the lock runs out.
      expect(await claimDueMails(replicaB.kysely, now, 60_000)).toEqual([]);
      expect((await claimDueMails(replicaB.kysely, new Date(now.getTime() + 61_000), 60_000, 100)).length).toBe(subjects.length);
    } finally {
      await replicaA.kysely.deleteFrom('mail_queue').execute();
    }
  });

  test('two workers on one queue send every mail exactly once', async () => {
    const subjects = await queue(12, 'once');
    const settings = { smtpUrl: `smtp://127.0.0.1:${mailbox.port}`, from: 'Spareo <noreply@spareo.example>', pollMs: 50, retryBaseMs: 100, retryMaxMs: 500, maxAttempts: 5 };
    const workers: MailWorker[] = [startMailWorker(replicaA, settings, quiet), startMailWorker(replicaB, settings, quiet)];
    try {
      await Promise.all(subjects.map((subject) => mailbox.waitFor((mail) => mail.subject === subject, 60_000)));
      await waitFor('every mail to be marked sent', async () => (await pendingMailCount(replicaB.kysely)) === 0, 5000, 50);
      // A round by each begun after every mail was marked sent (the first call may join one already
      // under way): none sends a mail again.
      let sentAgain = 0;
      for (const worker of workers) {
        await worker.runOnce();
        sentAgain += await worker.runOnce();
      }
      expect(sentAgain).toBe(0);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    const sent = mailbox.mails.map((mail) => mail.subject).filter((subject) => subject?.startsWith(`${backend} once `));
    expect(sent.sort()).toEqual([...subjects].sort());
    expect(await pendingMailCount(replicaA.kysely)).toBe(0);
  }, 90_000);
});
