import { Mail, MailOpen } from "lucide-react";
import { css, cx } from "styled-system/css";
import { byId, client, data, errorMessage, pages } from "../core/api";
import { Bidi } from "../../lib/bidi";
import { MetaList } from "../../lib/meta-list";
import { useConfirmDelete } from "../kit/confirm-dialog";
import { formatDateTime } from "../../../locales/format";
import { useAdmin } from "../core/i18n";
import { PagedList, type RowView } from "../kit/paged-list";
import { badge, button, cardMeta, tones } from "../core/styles";
import { toast } from "../core/toasts";
import { useCollection } from "../kit/use-collection";
import type { MessageDto } from "../../../shared/contract/messages";

/** A message as the API shows it (the contract's type). */
export type ContactMessage = MessageDto;

/** The inbox of the landing page's contact form, paged by the server: search, read/unread filter, mark read/unread and delete. */
export default function MessagesScreen() {
  const { t, lang } = useAdmin();
  const list = useCollection(pages(client["contact-messages"].$get), {
    sort: "-created_at",
    filters: { status: "all" },
  });
  const del = useConfirmDelete((m: ContactMessage) => list.remove(m, (id) => data(client["contact-messages"][":id"].$delete(byId(id)))), (m) => m.name);

  const markRead = async (m: ContactMessage, isRead: boolean) => {
    try {
      list.upsert(
        await data(client["contact-messages"][":id"].$put({ ...byId(m.id), json: { is_read: isRead } })),
      );
    } catch (e) {
      toast("error", errorMessage(e));
    }
  };
  const row = (m: ContactMessage): RowView => ({
    title: m.name,
    state: m.is_read ? "read" : "unread",
    badges: <span className={cx(badge, m.is_read ? tones.neutral : tones.pending)}>{t(m.is_read ? "messages.read" : "messages.unread")}</span>,
    onDelete: () => del.ask(m),
    actions: (
      <button type="button" className={button} data-testid="toggle-read" onClick={() => void markRead(m, !m.is_read)}>
        {m.is_read ? <Mail size={15} aria-hidden /> : <MailOpen size={15} aria-hidden />}
        {t(m.is_read ? "messages.markUnread" : "messages.markRead")}
      </button>
    ),
    body: (
      <>
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
      </>
    ),
    cardOnly: <p className={cardMeta}>{formatDateTime(m.created_at, lang)}</p>,
    cells: { created: formatDateTime(m.created_at, lang) },
  });

  return (
    <>
      <PagedList
        list={list}
        title={t("messages.title")}
        emptyText={t("messages.empty")}
        filters={[
          {
            name: "status",
            testId: "read-filter",
            label: t("messages.filter"),
            options: (["all", "unread", "read"] as const).map((f) => ({
              value: f,
              label: t(`messages.filters.${f}`),
            })),
          },
        ]}
        columns={[{ key: "created", label: t("list.received"), sort: "-created_at" }]}
        row={row}
      />
      {del.dialog}
    </>
  );
}
