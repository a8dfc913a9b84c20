import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { PostDto, PostInput } from "../../../shared/contract/blog";
import { ApiError, errorMessage, fieldErrorsOf } from "../core/api";
import { toast } from "../core/toasts";
import { AutosaveScheduler } from "./autosave";

/** How long the typing pauses before the form saves by itself. */
export const AUTOSAVE_DELAY_MS = 4000;

/** What the status line under the form says about saving by itself. */
export type AutosaveStatus =
  | { state: "idle" }
  | { state: "saving" }
  /** `at`: the post's `updated_at` as that save answered it. */
  | { state: "saved"; at: string }
  | { state: "failed"; message: string }
  /** The form fails its own checks: nothing was sent. */
  | { state: "invalid" }
  /** Saved elsewhere since the form loaded it: no more autosaves until the form reloads. */
  | { state: "stopped" };

interface Options<V> {
  /** The post being edited; null for a new one, which has none of this until its first save. */
  post: PostDto | null;
  values: V;
  /** The values as the API takes them (the form's own `body`). */
  body: (values: V) => PostInput;
  /** Whether the values pass the form's own checks. */
  valid: (values: V) => boolean;
  /** The update call (PUT), answering the saved post. */
  send: (json: PostInput) => Promise<PostDto>;
  /** Each save's answer, for whoever shows the post elsewhere (the list's row). */
  onSaved?: (post: PostDto) => void;
  /** The server's per-field messages when it refused an autosave. */
  onFieldErrors?: (errors: Record<string, string>) => void;
  delay?: number;
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Keeps an open post in step with the server:
 *
 * - every save names the post's `updated_at` as this form last knew it (`base_updated_at`), so
 *   a save over a newer one (another tab, another admin) is refused (409) instead of
 *   overwriting it; the refusal's message is kept in `conflict` and autosaving stops;
 * - changes are saved by themselves once the typing pauses (`autosave: true`), one save at a
 *   time, never while the form fails its own checks;
 * - `save` is the admin's own save (the Save button, the preview's save first), run so that it
 *   never overlaps an autosave;
 * - `adopt` takes a post the server answered (a reload, a restore) as the form's new starting point.
 *
 * What was last saved is known by its fingerprint (the body's JSON): the form is `dirty` when
 * its values would send anything else.
 */
export function usePostSync<V>({ post, values, body, valid, send, onSaved, onFieldErrors, delay = AUTOSAVE_DELAY_MS }: Options<V>) {
  const enabled = post !== null;
  const fingerprint = useCallback((v: V) => JSON.stringify(body(v)), [body]);
  const current = useMemo(() => fingerprint(values), [fingerprint, values]);
  // The fingerprint of what the server holds, as state (to draw `dirty`) and as a ref (for the
  // scheduler, which runs outside renders).
  const [savedPrint, setSavedPrint] = useState(current);
  const savedRef = useRef(current);
  const base = useRef(post?.updated_at ?? "");
  const [status, setStatus] = useState<AutosaveStatus>({ state: "idle" });
  const [conflict, setConflict] = useState<string | null>(null);
  // Bumped after every save the server took: the history reads itself again.
  const [savedCount, setSavedCount] = useState(0);

  // What the scheduler's callbacks read when they run: the latest values and functions.
  const latest = useRef({ values, current, valid, send, body, onSaved, onFieldErrors });
  useEffect(() => {
    latest.current = { values, current, valid, send, body, onSaved, onFieldErrors };
  });

  const accept = useCallback((saved: PostDto, print: string) => {
    base.current = saved.updated_at;
    savedRef.current = print;
    setSavedPrint(print);
    setSavedCount((n) => n + 1);
    latest.current.onSaved?.(saved);
  }, []);

  // One autosave (the values as they are when it goes), and whether one may go now.
  const autosave = useRef(async () => {});
  const ready = useRef<() => boolean>(() => false);
  const [scheduler] = useState(() => new AutosaveScheduler({ delay, save: () => autosave.current(), ready: () => ready.current() }));

  const conflicted = useCallback(
    (error: unknown) => {
      scheduler.stop();
      setConflict(errorMessage(error));
      setStatus({ state: "stopped" });
    },
    [scheduler],
  );

  useEffect(() => {
    ready.current = () => {
      const { values: now, current: print, valid: passes } = latest.current;
      if (print === savedRef.current) return false;
      if (!passes(now)) {
        setStatus({ state: "invalid" });
        return false;
      }
      return true;
    };
    autosave.current = async () => {
      const { values: now, send: put, body: bodyOf } = latest.current;
      const input = bodyOf(now);
      const print = JSON.stringify(input);
      setStatus({ state: "saving" });
      try {
        const saved = await put({ ...input, base_updated_at: base.current, autosave: true });
        accept(saved, print);
        setStatus({ state: "saved", at: saved.updated_at });
      } catch (error) {
        if (isConflict(error)) {
          conflicted(error);
          toast("error", errorMessage(error));
          return;
        }
        setStatus({ state: "failed", message: errorMessage(error) });
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length) latest.current.onFieldErrors?.(fields);
      }
    };
  }, [accept, conflicted]);

  // Each change the form would send starts the wait (a new post has nothing to autosave).
  useEffect(() => {
    if (enabled && current !== savedRef.current) scheduler.changed();
  }, [enabled, current, scheduler]);

  useEffect(() => {
    scheduler.start();
    return () => scheduler.dispose();
  }, [scheduler]);

  /** The admin's own save of `input` (the form's body): never beside an autosave. */
  const save = useCallback(
    (input: PostInput) =>
      scheduler.hold(async () => {
        try {
          const saved = await latest.current.send({ ...input, base_updated_at: base.current, autosave: false });
          accept(saved, JSON.stringify(input));
          if (!scheduler.isStopped) setStatus({ state: "saved", at: saved.updated_at });
          return saved;
        } catch (error) {
          if (isConflict(error)) conflicted(error);
          throw error;
        }
      }),
    [scheduler, accept, conflicted],
  );

  /** Runs other work that changes the post (a restore) with no autosave beside it. */
  const exclusive = useCallback(<T>(work: () => Promise<T>) => scheduler.hold(work), [scheduler]);

  /** The post as the server answered it, and the form's values made from it: the new starting point. */
  const adopt = useCallback(
    (fresh: PostDto, freshValues: V) => {
      scheduler.cancel();
      base.current = fresh.updated_at;
      const print = JSON.stringify(latest.current.body(freshValues));
      savedRef.current = print;
      setSavedPrint(print);
      setSavedCount((n) => n + 1);
      setConflict(null);
      setStatus({ state: "idle" });
      scheduler.start();
    },
    [scheduler],
  );

  return { enabled, status, conflict, dirty: enabled && current !== savedPrint, savedCount, save, exclusive, adopt };
}
