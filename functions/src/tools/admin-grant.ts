// `npm run admin:grant -- EMAIL` gives the account the `admin: true` custom claim (the /admin review queue);
// `npm run admin:grant -- --revoke EMAIL` takes it away. Against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is
// set (as `npm start` runs it), otherwise against the project in GCLOUD_PROJECT (or `firebase use`'s, through
// application default credentials).
import type { Auth } from 'firebase-admin/auth';

const say = (message: string) => process.stdout.write(`${message}\n`);

/** Sets or clears the claim, keeping the account's other claims; answers the account's uid. */
export async function setAdmin(auth: Auth, email: string, admin: boolean): Promise<string> {
  const user = await auth.getUserByEmail(email);
  const { admin: _old, ...others } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, admin ? { ...others, admin: true } : others);
  // Sessions carry the claims of the sign-in they were made from: the next sign-in has the new ones.
  await auth.revokeRefreshTokens(user.uid);
  return user.uid;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const revoke = args.includes('--revoke');
  const email = args.find((arg) => !arg.startsWith('--'));
  if (!email) throw new Error('Usage: npm run admin:grant -- [--revoke] EMAIL');
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = process.env.GCLOUD_PROJECT ?? (emulator ? 'demo-roomboard' : undefined);
  const [{ initializeApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
  const auth = getAuth(initializeApp(projectId ? { projectId } : {}));
  const uid = await setAdmin(auth, email, !revoke);
  const where = emulator ? `the Auth emulator at ${emulator}` : `project ${projectId ?? '(application default)'}`;
  say(`${email} (${uid}) ${revoke ? 'is no longer an admin' : 'is now an admin'} on ${where}. They sign in again to use it.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`admin:grant failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
