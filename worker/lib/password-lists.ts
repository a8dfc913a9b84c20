import { dictionary as common } from "@zxcvbn-ts/language-common";
import decompress from "@zxcvbn-ts/dictionary-compression/decompress";
import { packedWordLists } from "./password-words";

/**
 * The password policy's word lists by name, in the order the strength estimate searches them
 * (which decides between two equally good matches): zxcvbn-ts's diceware words and common
 * passwords, then ours (password-words.ts). The common-password check reads "passwords-common".
 *
 * This is the copy Node uses (`npm start`, the unit tests): bundled, in the chunk the policy loads
 * on first use. The Worker reads the very same lists from its static assets instead
 * (password-lists.workerd.ts): package.json "imports" maps `#password-lists` to that file under
 * the "workerd" condition and to this one everywhere else.
 */
export type PasswordLists = Record<string, string[]>;

let lists: PasswordLists | undefined;

/** The lists; they must be loaded first (`loadPasswordLists`), which on Node they always are. */
export const passwordLists = (): PasswordLists =>
  (lists ??= { ...common, ...Object.fromEntries(Object.entries(packedWordLists).map(([name, packed]) => [name, decompress(packed)])) });

/** The lists, once they can be read: at once on Node. */
export const loadPasswordLists = async (): Promise<PasswordLists> => passwordLists();
