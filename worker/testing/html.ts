import { parseHTML } from "linkedom";

/** Parses a server-rendered page so tests can query it like a browser would. */
export async function htmlOf(response: Response) {
  const text = await response.text();
  const { document } = parseHTML(text);
  return { text, document };
}

/** All visible text of an element, whitespace collapsed. */
export const textOf = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
