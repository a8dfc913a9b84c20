import { useEffect, useRef, useState, type FormEvent, type ReactElement } from "react";
import { css } from "styled-system/css";
import { contactSubjects } from "../db/schema/enums";
import type { Lang, Messages } from "../locales/i18n";
import { card, primaryButton } from "../shared/ui";
import { Field as SiteField } from "./lib/field";
import { input, spinner } from "./lib/form-styles";
import { pushToast, siteToasts } from "./lib/toasts";
import { useT } from "./lib/use-t";
import { showFieldErrors } from "./lib/focus-error";
import { ErrorSummary } from "./lib/error-summary";
import { normalizeDigits } from "../shared/digits";
import { checkField, inputRules, type FieldRule } from "../shared/field-rules";
import { contactMessageRules } from "../shared/form-rules";
import type { ContactMessageInput } from "../shared/contract/messages";
import { apiClient, sendWithLang } from "./lib/api-client";

/** What the form holds: one text for every field of the API's message body (the type asks for each). */
type Values = Record<keyof ContactMessageInput, string>;
/** The fields a visitor sees: all but the honeypot. */
type Field = Exclude<keyof Values, "website">;
const empty: Values = { name: "", email: "", phone: "", subject: "", message: "", website: "" };

/** The typed API client, its calls in the page's language: a renamed field fails the typecheck here. */
const messagesApi = (lang: Lang) => apiClient(sendWithLang(lang))["contact-messages"];

/** The API's answer to a refused message: its text and, per field, what is wrong. */
interface Refusal {
  message?: string;
  errors?: Partial<Record<Field, string>>;
}
/**
 * Each visible field's rule, read from the schema the server validates the message with
 * (shared/form-rules.ts): which are required, their lengths, their formats. Typed over every field.
 */
const rules = contactMessageRules satisfies Record<Field, FieldRule>;
/** The form's words for what the server's rules say; a phone number's form is left to the server, whose message shows under it. */
const ruleMessages: Record<string, string> = { "validation.required": "contactForm.required", "validation.email": "contactForm.emailInvalid" };
/** The visible fields in the form's order: the error summary lists them so. */
const fieldOrder: Field[] = ["name", "email", "phone", "subject", "message"];

/**
 * The form as the server renders it after a post without scripts: what was typed and the
 * per-field messages (or nothing, after a success), and the notice above the fields.
 */
export interface ContactFormState {
  values?: Partial<Values>;
  errors?: Partial<Record<Field, string>>;
  notice: { type: "success" | "error"; text: string };
}

interface Props {
  lang: Lang;
  messages: Messages;
  initial?: ContactFormState;
}

const noticeStyle = {
  success: css({ bg: "rgba(52,211,153,0.14)", color: "success", borderColor: "success" }),
  error: css({ bg: "rgba(248,113,113,0.14)", color: "danger", borderColor: "danger" }),
};
// Brought on screen below the sticky header.
const noticeBox = css({ padding: "3", borderRadius: "lg", borderWidth: "1px", fontWeight: "semibold", scrollMarginBlockStart: "24" });

/**
 * The contact form: name, email and message required (message under each field, red border,
 * error toast); a valid form is stored through the API with a spinner meanwhile, then cleared
 * fields under a success panel that stays until the visitor starts another message. A failure keeps everything that
 * was typed.
 *
 * It is also a real form posting to the landing page, so it works before hydration and without
 * scripts at all: the server validates and stores it the same way, then answers with the page and
 * a notice (`initial`). A tap on Send before hydration is held and replayed (islands/client.ts).
 */
export default function ContactForm({ lang, messages, initial }: Props) {
  const t = useT(messages, lang);
  const [values, setValues] = useState<Values>({ ...empty, ...initial?.values });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(initial?.errors ?? {});
  const [notice, setNotice] = useState(initial?.notice ?? null);
  const [sending, setSending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const reveal = useRef(false);
  // After the commit that drew the panel, never before (a frame could come first on a busy phone).
  useEffect(() => {
    if (!reveal.current || !noticeRef.current) return;
    reveal.current = false;
    noticeRef.current.scrollIntoView({ block: "nearest", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }, [notice]);
  const formRef = useRef<HTMLFormElement>(null);
  // The "fill in the required fields" toast goes once every field it named is filled.
  const unresolved = Object.values(errors).some(Boolean);
  useEffect(() => void (unresolved || siteToasts.resolve("contact-form")), [unresolved]);

  // "Request a free quote" (services section) lands here with the cursor in the first field.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if ((e.target as Element | null)?.closest?.("[data-focus-contact]")) setTimeout(() => nameRef.current?.focus({ preventScroll: true }), 600);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  const set = (field: Field | "website") => (e: { target: { value: string } }) => {
    // A new message begins: the last one's "sent" has been read.
    if (notice?.type === "success" && field !== "website") setNotice(null);
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (field !== "website" && errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    setNotice(null);
    // The server's own rules, so a message it would refuse (an e-mail address it would not take) never leaves the phone.
    const missing: Partial<Record<Field, string>> = Object.fromEntries(
      fieldOrder.flatMap((f) => {
        const message = ruleMessages[checkField(rules[f], values[f], f) ?? ""];
        return message ? [[f, t(message)]] : [];
      }),
    );
    if (Object.keys(missing).length) {
      showFieldErrors(formRef.current, () => setErrors(missing));
      return void pushToast("error", t(missing.email && Object.keys(missing).length === 1 ? "contactForm.fixErrors" : "contactForm.fillRequired"), { source: "contact-form" });
    }
    setErrors({});
    setSending(true);
    try {
      const res = await messagesApi(lang).$post({ json: { ...values, phone: normalizeDigits(values.phone) } });
      const body = (await res.json().catch(() => null)) as Refusal | null;
      if (!res.ok) {
        // The server names the field it refused: its message under that field, focus on it.
        const refused = body?.errors;
        if (refused) showFieldErrors(formRef.current, () => setErrors(refused));
        return void pushToast("error", body?.message ?? t("contactForm.error"), refused ? { source: "contact-form" } : undefined);
      }
      setValues(empty);
      setErrors({});
      // A panel at the form's top, not a toast: it stays while the emptied form says nothing,
      // and is brought on screen once drawn (below), since the finger that sent it is at the
      // form's bottom.
      reveal.current = true;
      setNotice({ type: "success", text: t("contactForm.success") });
    } catch {
      pushToast("error", t("contactForm.network"));
    } finally {
      setSending(false);
    }
  }

  const field = (name: Field, control: ReactElement) => (
    <SiteField id={`contact-${name}`} name={name} label={t(`contactForm.${name}`)} error={errors[name]} required={rules[name].required}>
      {control}
    </SiteField>
  );
  const common = (name: Field) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    className: input,
    "aria-invalid": !!errors[name],
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    "aria-required": rules[name].required || undefined,
    // required and maxLength: the server's rules, so the phone's keyboard and the browser agree with it.
    ...inputRules(rules[name]),
  });

  // What is wrong, above the fields: each field by its label with its message, a link to it. The
  // server's "correct the fields marked below" notice (a post without scripts) is its heading, and
  // goes with it once the fields are fixed.
  const summary = fieldOrder.flatMap((name) => (errors[name] ? [{ field: name, message: errors[name], label: t(`contactForm.${name}`), target: `contact-${name}` }] : []));
  const fixNotice = notice?.type === "error" && notice.text === t("contactForm.fixErrors");
  const shownNotice = fixNotice ? null : notice;

  return (
    <form
      ref={formRef}
      data-testid="contact-form"
      id="contact-form"
      method="post"
      action={`/?lang=${lang}#contact`}
      noValidate
      onSubmit={onSubmit}
      className={`${card} ${css({ padding: { base: "5", md: "7" }, display: "grid", gap: "4", _hover: { transform: "none" } })}`}
    >
      {shownNotice && (
        <p ref={noticeRef} data-testid="form-notice" data-type={shownNotice.type} role={shownNotice.type === "error" ? "alert" : "status"} className={`${noticeBox} ${noticeStyle[shownNotice.type]}`}>
          {shownNotice.text}
        </p>
      )}
      <ErrorSummary
        testId="contact-errors"
        alert={fixNotice}
        heading={
          fixNotice ? (
            <span data-testid="form-notice" data-type="error">
              {notice.text}
            </span>
          ) : (
            t("contactForm.fixErrors")
          )
        }
        lines={summary}
      />
      <div className={css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } })}>
        {field("name", <input {...common("name")} ref={nameRef} autoComplete="name" />)}
        {field("email", <input {...common("email")} type="email" autoComplete="email" dir="ltr" />)}
        {field("phone", <input {...common("phone")} type="tel" autoComplete="tel" dir="ltr" />)}
        {field(
          "subject",
          <select {...common("subject")}>
            <option value="">{t("contactForm.subjectPlaceholder")}</option>
            {contactSubjects.map((s) => (
              <option key={s} value={s}>
                {t(`contactForm.subjects.${s}`)}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field("message", <textarea {...common("message")} rows={5} />)}
      {/* Honeypot: hidden from people and assistive tech; bots fill it in. */}
      <div aria-hidden className={css({ position: "absolute", insetInlineStart: "-9999px", blockSize: "1px", overflow: "hidden" })}>
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set("website")} />
      </div>
      <button type="submit" data-testid="contact-submit" className={primaryButton} disabled={sending} aria-busy={sending}>
        {sending && <span className={spinner} aria-hidden />}
        {sending ? t("contactForm.sending") : t("contactForm.submit")}
      </button>
    </form>
  );
}
