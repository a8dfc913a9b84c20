import Bowser from "bowser";

/**
 * A session's browser and system as a person names them ("Chrome", "Android"), read from its
 * user-agent string with bowser (maintained, MIT, parsed in the admin's browser so the Worker
 * bundle does not carry it). Null when the string says nothing recognisable.
 */
export function describeAgent(userAgent: string | null | undefined): { browser: string; os: string | null } | null {
  if (!userAgent?.trim()) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  if (!browser) return null;
  return { browser, os: parsed.os.name ?? null };
}
