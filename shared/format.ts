/** Minutes to read: words / 200 rounded up; missing content reads as 1 minute. */
export function readTimeMinutes(content: string | null | undefined): number {
  const words = content?.trim() ? content.trim().split(/\s+/).length : 0;
  return Math.max(1, Math.ceil(words / 200));
}

/** The first `max` tags and how many more there are ("+N"). */
export function overflowTags<T>(tags: readonly T[], max = 3) {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}
