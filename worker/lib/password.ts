import { Scrypt } from "oslo/password";

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt at N=2^14, r=8, p=5: OWASP's equivalent of its recommended cost, memory-hard, and
 * provided by node:crypto on Node and by workerd under nodejs_compat. The parameters are stored
 * with each hash so they can be raised later without breaking old passwords.
 */
export const PRODUCTION_SCRYPT: ScryptParams = { N: 16384, r: 8, p: 5 };

/**
 * The unit tests' cost: about a thousand times cheaper, so the hundreds of logins and sign-ups
 * in the API tests do not spend minutes hashing. Nothing but the unit tests' setup switches it
 * on (see useTestPasswordCost); the servers, the Worker, the browser tests and `db:setup`
 * always hash at PRODUCTION_SCRYPT.
 */
export const TEST_SCRYPT: ScryptParams = { N: 16, r: 1, p: 1 };

let params = PRODUCTION_SCRYPT;
let current = new Scrypt(params);

const prefix = ({ N, r, p }: ScryptParams) => `scrypt$${N}$${r}$${p}$`;

export async function hashPassword(password: string): Promise<string> {
  return `${prefix(params)}${await current.hash(password)}`;
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const [scheme, N, r, p, hash] = stored.split("$");
  if (scheme !== "scrypt" || !hash) return false;
  const hasher = Number(N) === params.N && Number(r) === params.r && Number(p) === params.p
    ? current
    : new Scrypt({ N: Number(N), r: Number(r), p: Number(p) });
  return hasher.verify(hash, password);
}

/**
 * Does this hash use other parameters than today's? Then rehash it at the next login. In
 * production a test-cost hash is one of these, so one that reached a real database by mistake
 * would be replaced at its owner's next login.
 */
export const needsRehash = (stored: string) => !stored.startsWith(prefix(params));

// Verified against for unknown users, so a login takes as long whether or not the user exists.
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword("dummy-password-for-timing"));

/**
 * For the unit tests only: new hashes at TEST_SCRYPT (`true`) or back at PRODUCTION_SCRYPT
 * (`false`). Verification reads the cost stored in each hash, so hashes of either cost keep
 * verifying. Called by the unit tests' setup (worker/testing/unit-setup.ts) and their global
 * setup, and by tests that check the production cost; `npm run lint` refuses a call anywhere
 * else, and outside Vitest the call throws, so no server can hash cheaply by accident.
 */
export function useTestPasswordCost(cheap = true) {
  if (cheap && process.env.VITEST !== "true") throw new Error("The test password cost is for the unit tests only.");
  params = cheap ? TEST_SCRYPT : PRODUCTION_SCRYPT;
  current = new Scrypt(params);
  // The unknown-user hash must cost what a real one does, or timing would tell them apart.
  dummy = undefined;
}
