// `npm run admin:grant -- EMAIL` gives the account the `admin: true` custom claim (the /admin review queue);
// `npm run admin:grant -- --role designer EMAIL` the `designer: true` claim (the /designer workspace);
// `--revoke` takes the role away. Against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set (as `npm start`
// runs it), otherwise against the project in GCLOUD_PROJECT (or `firebase use`'s, through application default
// credentials). Revoking the designer role also hides their profile, ends their co-editing of the concept boards they
// made for members, puts their claimed reviews and not-closed projects back in the queue, and cancels their
// consultations not yet started (Firestore: the emulator at FIRESTORE_EMULATOR_HOST when the Auth emulator is used).
import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import { readConfig, type Config } from '../config.js';
import { ROLES, type Role } from '../ports/sessions.port.js';

const say = (message: string) => process.stdout.write(`${message}\n`);
const USAGE = 'Usage: npm run admin:grant -- [--role admin|designer] [--revoke] EMAIL';

/**
 * Sets or clears the role's claim, keeping the account's other claims, and ends the account's sessions so the change
 * holds at once (the next sign-in carries it). Answers the account's uid.
 */
export async function setRole(auth: Auth, email: string, role: Role, granted: boolean): Promise<string> {
  const user = await auth.getUserByEmail(email);
  const { [role]: _old, ...others } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, granted ? { ...others, [role]: true } : others);
  await auth.revokeRefreshTokens(user.uid);
  return user.uid;
}

export const setAdmin = (auth: Auth, email: string, admin: boolean) => setRole(auth, email, 'admin', admin);

export function parseGrantArgs(args: string[]): { email: string; role: Role; revoke: boolean } {
  const revoke = args.includes('--revoke');
  const at = args.indexOf('--role');
  const role = at === -1 ? 'admin' : args[at + 1];
  const email = args.find((arg, i) => !arg.startsWith('--') && (at === -1 || i !== at + 1));
  if (!email || !ROLES.includes(role as Role)) throw new Error(USAGE);
  return { email, role: role as Role, revoke };
}

/**
 * The revoked designer's profile leaves /designers, their concept boards' co-editing ends, their work returns to the
 * queue and their consultations not yet started are cancelled (the members get them back, with a mail and a notification).
 */
export async function releaseDesignerWork(
  app: App,
  uid: string,
  config: Config = readConfig(),
): Promise<{ reviews: number; projects: number; boards: number; consultations: number }> {
  const [
    { getFirestore },
    { firestoreDesigners },
    { firestoreDesignerWork },
    { firestoreLiveBoards },
    { firestoreUsers },
    { releaseDesigner },
    { cancelDesignerConsultations },
    { composeNotifications, composeReminders },
  ] = await Promise.all([
    import('firebase-admin/firestore'),
    import('../adapters/firestore/designers.firestore.js'),
    import('../adapters/firestore/designer-work.firestore.js'),
    import('../adapters/firestore/live-boards.firestore.js'),
    import('../adapters/firestore/users.firestore.js'),
    import('../services/designers.service.js'),
    import('../services/bookings.service.js'),
    import('../composition.js'),
  ]);
  const db = getFirestore(app);
  // Hidden first: nobody books them while their consultations are cancelled.
  const released = await releaseDesigner(
    { designers: firestoreDesigners(db), work: firestoreDesignerWork(db), liveBoards: firestoreLiveBoards(db) },
    uid,
  );
  const consultations = await cancelDesignerConsultations(
    { ...(await composeReminders(config)), ...(await composeNotifications(config)), users: firestoreUsers(db) },
    uid,
  );
  return { ...released, consultations };
}

/** A designer granted the role (again): their members' threads open to their listeners once more. */
export async function restoreDesigner(app: App, uid: string): Promise<void> {
  const [{ getFirestore }, { firestoreDesigners }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('../adapters/firestore/designers.firestore.js'),
  ]);
  await firestoreDesigners(getFirestore(app)).setRevoked(uid, false);
}

async function main(): Promise<void> {
  const { email, role, revoke } = parseGrantArgs(process.argv.slice(2));
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = process.env.GCLOUD_PROJECT ?? (emulator ? 'demo-roomboard' : undefined);
  const [{ initializeApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
  const app = initializeApp(projectId ? { projectId } : {});
  const uid = await setRole(getAuth(app), email, role, !revoke);
  const where = emulator ? `the Auth emulator at ${emulator}` : `project ${projectId ?? '(application default)'}`;
  const article = role === 'admin' ? 'an admin' : 'a designer';
  say(`${email} (${uid}) ${revoke ? `is no longer ${article}` : `is now ${article}`} on ${where}. They sign in again to use it.`);
  if (role === 'designer' && !revoke && (!emulator || process.env.FIRESTORE_EMULATOR_HOST)) await restoreDesigner(app, uid);
  if (role === 'designer' && revoke) {
    if (emulator && !process.env.FIRESTORE_EMULATOR_HOST)
      throw new Error('Set FIRESTORE_EMULATOR_HOST to release their work on the emulator.');
    const released = await releaseDesignerWork(app, uid);
    say(
      `Their profile is hidden; ${released.reviews} review(s) and ${released.projects} project(s) went back to the queue; ` +
        `they no longer co-edit ${released.boards} concept board(s); ${released.consultations} upcoming consultation(s) ` +
        'were cancelled and given back to the members.',
    );
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`admin:grant failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
