import { Component, Suspense, type ReactNode } from "react";
import { css } from "styled-system/css";
import { chunkComponent, serverNever } from "../../lib/chunk";
import { spinner } from "../../lib/form-styles";
import { useAdmin } from "../core/i18n";
import { button } from "../core/styles";
import { Field, type FormState } from "../kit/form-parts";
import { richStateOf } from "./rich/state";

/**
 * The rich-text editor, in a chunk of its own: the blog's list never downloads it, the form
 * fetches it when it opens (both languages' editors share the one download). Server bundles
 * drop it, like the screens (islands/lib/chunk.tsx).
 */
const RichEditor = chunkComponent(import.meta.env.SSR ? serverNever : () => import("./rich-editor"));

// Any form's state: the field reads and writes its value by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the field never looks at the other values
type AnyForm = FormState<any>;

/**
 * One language's article body as a form field: the label, the editor (the form's value is the
 * editor's serialized tree; a post saved as plain text opens as its paragraphs) and the field's
 * message under it. The label's words name the field in the error summary, whose link (and the
 * form's focus on the first field in error) lands in the editor's text, which carries the id
 * `f-{name}`.
 */
export function RichField({ form, name, lang, label, required }: { form: AnyForm; name: string; lang: "ar" | "en"; label: string; required: boolean }) {
  const error = form.errors[name];
  return (
    <Field name={name} label={label} error={error} required={required} wide>
      <LoadFailed>
        <Suspense fallback={<EditorLoading />}>
          <RichEditor lang={lang} value={richStateOf(form.values[name])} onChange={(state) => form.set(name, state)} label={label} id={`f-${name}`} error={error} required={required} />
        </Suspense>
      </LoadFailed>
    </Field>
  );
}

const box = css({
  display: "grid",
  placeItems: "center",
  alignContent: "center",
  gap: "2",
  minBlockSize: "60",
  padding: "4",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "xl",
  bg: "surface",
  color: "muted",
  fontSize: "sm",
  textAlign: "center",
});

/** What shows while the editor's code is on its way: a frame as tall as the editor's. */
function EditorLoading() {
  const { t } = useAdmin();
  return (
    <div className={box} aria-busy="true" data-testid="rich-editor-loading">
      <span className={spinner} aria-hidden />
      {t("blog.editor.loading")}
    </div>
  );
}

/**
 * When the editor's code cannot be fetched (the line dropped), the field says so with a retry
 * instead of taking the whole form down; what was typed elsewhere in the form stays.
 */
class LoadFailed extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) return <LoadFailedNote onRetry={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))} />;
    return <Retried key={this.state.attempt}>{this.props.children}</Retried>;
  }
}

/** The editor afresh after a retry (a new key): the chunk is fetched again. */
const Retried = ({ children }: { children: ReactNode }) => <>{children}</>;

function LoadFailedNote({ onRetry }: { onRetry: () => void }) {
  const { t } = useAdmin();
  return (
    <div className={box} role="alert" data-testid="rich-editor-failed">
      {t("blog.editor.loadFailed")}
      <button type="button" className={button} onClick={onRetry}>
        {t("common.retry")}
      </button>
    </div>
  );
}
