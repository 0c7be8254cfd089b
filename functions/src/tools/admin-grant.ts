// `npm run admin:grant -- EMAIL` gives the account the `admin: true` custom claim (the /admin review queue);
// `npm run admin:grant -- --role designer EMAIL` the `designer: true` claim (the /designer workspace);
// `--revoke` takes the role away; `--role designer --suspend` / `--reinstate` suspend a designer or lift it (the admin
// page's Suspend and Reinstate, roles.service.ts). Against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set (as `npm start`
// runs it), otherwise against the project in GCLOUD_PROJECT (through application default credentials). Revoking the
// designer role is the admin page's Revoke (roles.service.ts revokeDesigner): it also hides their profile, ends their
// co-editing of the concept boards they made for members, puts their claimed reviews, reviews waiting for their
// revision and not-closed projects back in the queue, and cancels their consultations not yet started (Firestore: the
// emulator at FIRESTORE_EMULATOR_HOST when the Auth emulator is used). Adapters come from composition.ts.
import type { Auth } from 'firebase-admin/auth';
import { readConfig } from '../config.js';
import { revokedSummary } from '../contracts/designer-roles.js';
import { ROLES, type Role } from '../ports/sessions.port.js';

const say = (message: string) => process.stdout.write(`${message}\n`);
const USAGE = 'Usage: npm run admin:grant -- [--role admin|designer] [--revoke | --suspend | --reinstate] EMAIL';
const TOOL = { tool: 'admin:grant' } as const;

/**
 * Sets or clears the role's claim of the account signing in with `email`, keeping its other claims, and ends its
 * sessions so the change holds at once (the next sign-in carries it); nothing else. Answers the account's uid. Tests
 * grant roles with it; revoking a designer is revokeDesigner's.
 */
export async function setRole(auth: Auth, email: string, role: Role, granted: boolean): Promise<string> {
  const { composeAccountRoles } = await import('../composition.js');
  const roles = await composeAccountRoles(auth.app);
  const account = await roles.findByEmail(email);
  if (!account) throw new Error(`No account signs in with ${email}.`);
  await roles.setRole(account.uid, role, granted);
  return account.uid;
}

export const setAdmin = (auth: Auth, email: string, admin: boolean) => setRole(auth, email, 'admin', admin);

export type GrantChange = 'grant' | 'revoke' | 'suspend' | 'reinstate';

export function parseGrantArgs(args: string[]): { email: string; role: Role; revoke: boolean; change: GrantChange } {
  const changes = (['revoke', 'suspend', 'reinstate'] as const).filter((change) => args.includes(`--${change}`));
  const at = args.indexOf('--role');
  const role = at === -1 ? 'admin' : args[at + 1];
  const email = args.find((arg, i) => !arg.startsWith('--') && (at === -1 || i !== at + 1));
  if (!email || !ROLES.includes(role as Role) || changes.length > 1) throw new Error(USAGE);
  const change = changes[0] ?? 'grant';
  // Only a designer is suspended.
  if ((change === 'suspend' || change === 'reinstate') && role !== 'designer') throw new Error(USAGE);
  return { email, role: role as Role, revoke: change === 'revoke', change };
}

async function main(): Promise<void> {
  const { email, role, revoke, change } = parseGrantArgs(process.argv.slice(2));
  const config = readConfig();
  const emulator = config.authEmulatorHost;
  if (role === 'designer' && emulator && !config.firestoreEmulatorHost)
    throw new Error(`Set FIRESTORE_EMULATOR_HOST to ${revoke ? 'release their work' : 'reopen their threads'} on the emulator.`);
  const [{ composeRoles }, { revokeAdmin, revokeDesigner, suspendDesigner, reinstateDesigner }, { grantRole }] = await Promise.all([
    import('../composition.js'),
    import('../services/roles.service.js'),
    import('../services/steps/roles.js'),
  ]);
  const deps = await composeRoles(config);
  const account = await deps.roles.findByEmail(email);
  if (!account) throw new Error(`No account signs in with ${email}.`);
  const { uid } = account;
  const where = emulator ? `the Auth emulator at ${emulator}` : `project ${config.projectId}`;
  const article = role === 'admin' ? 'an admin' : 'a designer';
  if (change === 'suspend') {
    await suspendDesigner(deps, uid, TOOL);
    say(`${email} (${uid}) on ${where} is suspended: hidden from /designers, no new work until reinstated.`);
  } else if (change === 'reinstate') {
    await reinstateDesigner(deps, uid, TOOL);
    say(`${email} (${uid}) on ${where} is reinstated: shown on /designers and taking new work again.`);
  } else if (!revoke) {
    await grantRole(deps, uid, role, TOOL);
    say(`${email} (${uid}) is now ${article} on ${where}. They sign in again to use it.`);
  } else if (role === 'admin') {
    await revokeAdmin(deps, uid, TOOL);
    say(`${email} (${uid}) is no longer ${article} on ${where}. They sign in again to use it.`);
  } else {
    say(`${email} (${uid}) on ${where}: ${revokedSummary(email, await revokeDesigner(deps, uid, TOOL))}`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`admin:grant failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
