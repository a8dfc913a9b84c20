import { Mail, MailOpen } from "lucide-react";
import { useState } from "react";
import { css, cx } from "styled-system/css";
import { api, errorMessage } from "../core/api";
import { Bidi } from "../../lib/bidi";
import { MetaList } from "../../lib/meta-list";
import { useConfirmDelete } from "../kit/confirm-dialog";
import { formatDateTime, formatNumber } from "../../../locales/format";
import { useAdmin } from "../core/i18n";
import { input } from "../kit/form-parts";
import { ItemCard, ListState, ScreenHeader } from "../kit/list-parts";
import { matchesSearch } from "../core/search";
import { badge, button, cardMeta, tones } from "../core/styles";
import { toast } from "../core/toasts";
import { useCollection } from "../kit/use-collection";

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  language: string;
  is_read: boolean;
  created_at: string;
}

type Filter = "all" | "unread" | "read";

/** The inbox of the landing page's contact form: read/unread and delete. */
export default function MessagesScreen() {
  const { t, lang } = useAdmin();
  const list = useCollection<ContactMessage>("/contact-messages");
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<Filter>("all");
  const del = useConfirmDelete(list.remove, (m: ContactMessage) => m.name);

  const markRead = async (m: ContactMessage, isRead: boolean) => {
    try {
      list.upsert(await api<ContactMessage>(`/contact-messages/${m.id}`, { method: "PUT", body: { is_read: isRead } }));
    } catch (e) {
      toast("error", errorMessage(e));
    }
  };
  const visible =
    list.items?.filter((m) => (filter === "all" || m.is_read === (filter === "read")) && matchesSearch(search, [m.name, m.email, m.phone, m.message])) ?? null;
  const unread = list.items?.filter((m) => !m.is_read).length ?? 0;

  return (
    <>
      <ScreenHeader title={t("messages.title")} count={list.items?.length} search={search} onSearch={setSearch}>
        <select
          data-testid="read-filter"
          className={cx(input, css({ inlineSize: "auto", paddingBlock: "2" }))}
          value={filter}
          onChange={(e) => setFilter(e.target.value as Filter)}
          aria-label={t("messages.filter")}
        >
          {(["all", "unread", "read"] as const).map((f) => (
            <option key={f} value={f}>
              {t(`messages.filters.${f}`)}
              {f === "unread" ? ` (${formatNumber(unread, lang)})` : ""}
            </option>
          ))}
        </select>
      </ScreenHeader>
      <ListState items={list.items} visible={visible} error={list.error} onRetry={list.load} emptyText={t("messages.empty")}>
        {(items) =>
          items.map((m) => (
            <ItemCard
              key={m.id}
              title={m.name}
              state={m.is_read ? "read" : "unread"}
              badges={<span className={cx(badge, m.is_read ? tones.neutral : tones.pending)}>{t(m.is_read ? "messages.read" : "messages.unread")}</span>}
              onDelete={() => del.ask(m)}
              actions={
                <button type="button" className={button} data-testid="toggle-read" onClick={() => void markRead(m, !m.is_read)}>
                  {m.is_read ? <Mail size={15} aria-hidden /> : <MailOpen size={15} aria-hidden />}
                  {t(m.is_read ? "messages.markUnread" : "messages.markRead")}
                </button>
              }
            >
              <p className={cardMeta}>
                <MetaList
                  items={[
                    <a href={`mailto:${m.email}`} dir="ltr" className={css({ color: "accent" })} key="email">
                      {m.email}
                    </a>,
                    m.phone && (
                      <a href={`tel:${m.phone.replace(/[^\d+]/g, "")}`} dir="ltr" key="phone">
                        {m.phone}
                      </a>
                    ),
                  ]}
                />
              </p>
              {m.subject && <p className={cardMeta}>{t(`messages.subjects.${m.subject}`)}</p>}
              <p className={css({ whiteSpace: "pre-line", fontSize: "sm" })} data-testid="message-text">
                <Bidi>{m.message}</Bidi>
              </p>
              <p className={cardMeta}>{formatDateTime(m.created_at, lang)}</p>
            </ItemCard>
          ))
        }
      </ListState>
      {del.dialog}
    </>
  );
}
