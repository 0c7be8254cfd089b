// E-mail delivery: the time from a `mail/{id}` document written to the SMTP server's acceptance of it (the deliverMail
// trigger on the Functions emulator, nodemailer, maildev), p50/p90 over 50 mails written one after another. The end
// is `delivery.endTime`, which the deliverer records once the server answered 250; both clocks are this machine's.
import { randomUUID } from 'node:crypto';
import { startMaildev } from '../emulators/maildev.mjs';
import { Timestamp, figure, firestore, machine, percentile, suiteEnv } from './support/bench-kit.mjs';

suiteEnv();
const MAILS = Number(process.env.BENCH_MAILS ?? 50);
const offset = Number(process.env.ROOMBOARD_BENCH_PORT_OFFSET ?? 220);
const maildev = await startMaildev({ offset });
const db = firestore();

/** Resolves with the mail's delivery once it is SUCCESS or ERROR (a listener, not a poll). */
function delivered(ref) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (stop(), reject(new Error(`${ref.id} was not delivered within 30 s`))), 30_000);
    const stop = ref.onSnapshot((snapshot) => {
      const delivery = snapshot.get('delivery');
      if (delivery?.state !== 'SUCCESS' && delivery?.state !== 'ERROR') return;
      clearTimeout(timer);
      stop();
      resolve(delivery);
    }, reject);
  });
}

try {
  const latencies = [];
  for (let n = 0; n < MAILS + 1; n += 1) {
    const ref = db.collection('mail').doc(`bench-${randomUUID()}`);
    const done = delivered(ref);
    const written = Date.now();
    await ref.create({
      to: `bench-${n}@example.com`,
      category: 'invitation',
      uid: null,
      message: { subject: `Bench ${n}`, text: 'A bench mail.', html: '<p>A bench mail.</p>' },
      createdAt: Timestamp().now(),
      delivery: { state: 'PENDING', attempts: 0, nextAttemptTime: Timestamp().now() },
    });
    const delivery = await done;
    if (delivery.state !== 'SUCCESS') throw new Error(`${ref.id} ended in ${delivery.state}: ${delivery.error}`);
    // The first mail also starts the function's worker: a cold start, reported apart.
    if (n === 0) figure({ figure: 'mail-first-delivery-cold-ms', ms: delivery.endTime.toMillis() - written });
    else latencies.push(delivery.endTime.toMillis() - written);
  }
  const received = await maildev.waitFor((mail) => mail.subject.startsWith('Bench '), { count: MAILS + 1 });
  figure({
    figure: 'mail-written-to-smtp-accepted-ms',
    mails: latencies.length,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    max: Math.max(...latencies),
    inbox: received.length,
    machine: machine(),
  });
} finally {
  await maildev.stop();
  process.exit(0);
}
