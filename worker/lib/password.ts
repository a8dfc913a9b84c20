import { Scrypt } from "oslo/password";

/**
 * scrypt at N=2^14, r=8, p=5: OWASP's equivalent of its recommended cost, memory-hard, and
 * provided by node:crypto on Node and by workerd under nodejs_compat. The parameters are stored
 * with each hash so they can be raised later without breaking old passwords.
 */
const params = { N: 16384, r: 8, p: 5 } as const;
const current = new Scrypt(params);

export async function hashPassword(password: string): Promise<string> {
  return `scrypt$${params.N}$${params.r}$${params.p}$${await current.hash(password)}`;
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const [scheme, N, r, p, hash] = stored.split("$");
  if (scheme !== "scrypt" || !hash) return false;
  const hasher = Number(N) === params.N && Number(r) === params.r && Number(p) === params.p
    ? current
    : new Scrypt({ N: Number(N), r: Number(r), p: Number(p) });
  return hasher.verify(hash, password);
}

/** Does this hash use weaker parameters than today's? Then rehash it at the next login. */
export const needsRehash = (stored: string) => !stored.startsWith(`scrypt$${params.N}$${params.r}$${params.p}$`);

// Verified against for unknown users, so a login takes as long whether or not the user exists.
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword("dummy-password-for-timing"));
