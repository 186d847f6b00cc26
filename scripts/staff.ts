/**
 * Staff accounts from the command line, on the configured database (DATABASE_URL, else the SQLite
 * file at DATABASE_PATH): the first operator, and anyone later locked out. Prints the one-time
 * invitation link; whoever opens it chooses a password and enrols the second factor.
 */
import '../server/lifecycle/node-version';
import { databaseLocation, loadConfig, publicOriginOf } from '../server/config/config';
import { openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { inviteStaff } from '../server/marketplace/staff';
import { STAFF_ROLES, type StaffRole } from '../contract/calls/staff';
import { isLocale, DEFAULT_LOCALE } from '../locales/editions';
import { invitationPath } from '../server/web/staff/paths';
import { commandLine, usageError } from './cli';

const USAGE = `usage: npm run staff -- invite --email <address> --name <name> [--role operator] [--locale de-DE] [--shop <shopId>]
  invite            create the account (or renew an unaccepted one's invitation) and print its one-time link
  --email           the staff member's e-mail address
  --name            their name as the desk shows it
  --role            ${STAFF_ROLES.join(', ')} (default operator)
  --locale          the language of their pages: de-DE, de-AT, es-ES, fr-FR, it-IT, nl-NL (default de-DE)
  --shop            the shop's id, for shop_owner and shop_staff
The link starts with PUBLIC_ORIGIN. Works on DATABASE_URL when set, else on the SQLite file at DATABASE_PATH.`;

const { positionals, values } = commandLine({
  usage: USAGE,
  positionals: true,
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, locale: { type: 'string' }, shop: { type: 'string' } },
});
if (positionals[0] !== 'invite' || positionals.length !== 1) usageError('expected: invite', USAGE);
const email = values.email?.trim().toLowerCase() ?? '';
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) usageError('--email: expected an e-mail address', USAGE);
if (!values.name?.trim()) usageError('--name: required', USAGE);
const role = (values.role ?? 'operator') as StaffRole;
if (!STAFF_ROLES.includes(role)) usageError(`--role: expected one of ${STAFF_ROLES.join(', ')}`, USAGE);
const locale = values.locale ?? DEFAULT_LOCALE;
if (!isLocale(locale)) usageError('--locale: expected one of the six editions', USAGE);
const shopId = values.shop === undefined ? null : Number(values.shop);
if (shopId !== null && !(Number.isInteger(shopId) && shopId > 0)) usageError('--shop: expected a shop id', USAGE);
if ((role === 'shop_owner' || role === 'shop_staff') !== (shopId !== null)) usageError('--shop: required for shop_owner and shop_staff, and only for them', USAGE);

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(databaseLocation(config));
  await migrate(db);
  try {
    if (shopId !== null && !(await db.kysely.selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst())) throw new Error(`shop ${shopId} does not exist`);
    const invited = await inviteStaff(db.kysely, { email, name: values.name!.trim(), locale, role, shopId }, null);
    if (!invited) throw new Error(`${email} already has an account in use`);
    const { origin } = publicOriginOf(config, locale as typeof DEFAULT_LOCALE);
    console.log(`Invitation for ${email} (${role}), valid until ${invited.expiresAt}; open it once:\n${origin}${invitationPath(invited.token)}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await db.shut();
  }
}

void main();
