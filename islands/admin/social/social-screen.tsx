import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { cx } from "styled-system/css";
import { socialPlatforms } from "../../../db/schema/enums";
import type { SocialDto, SocialInput } from "../../../shared/contract/social";
import { ApiError, client, data, page } from "../core/api";
import { useConfirmDelete } from "../kit/confirm-dialog";
import { CheckField, ruleAttributes, SelectField, TextField } from "../kit/fields";
import { socialLinkRules } from "../../../shared/form-rules";
import { FormShell, useFormState, useSubmit } from "../kit/form-parts";
import { useAdmin } from "../core/i18n";
import { ItemCard, ListState, ScreenHeader } from "../kit/list-parts";
import { badge, button, cardMeta, tones } from "../core/styles";
import { toast } from "../core/toasts";
import { useCollection } from "../kit/use-collection";
import { normalizeWebAddress, type Platform } from "../../../shared/web-address";

/** A link as the API answers it (the contract's DTO). */
type SocialLink = SocialDto;
/** A link as the API takes it back; the form has no icon of its own, so none is sent (the platform's shows). */
type SocialPayload = Omit<SocialInput, "id" | "icon">;

/** The array as the API takes it back: every change resends the whole list. */
async function putAll(links: SocialPayload[], index: number) {
  try {
    return await data(client["social-media"].$put({ json: links.map((l) => ({ ...l, icon: null })) }));
  } catch (e) {
    // The server names fields by position ("2.url"); the form shows the edited link's own.
    if (!(e instanceof ApiError)) throw e;
    const own = Object.entries(e.errors).flatMap(([k, v]) => (k.startsWith(`${index}.`) ? [[k.slice(`${index}.`.length), v]] : []));
    throw new ApiError(e.message, e.status, Object.fromEntries(own));
  }
}
// A link as PUT resends it: what the API answered, less its id and its shown icon.
const strip = ({ id: _id, icon: _icon, ...link }: SocialLink): SocialPayload => link;

/** Social links: add, edit, delete and open; each change PUTs the whole array. */
export default function SocialScreen() {
  const { t } = useAdmin();
  const list = useCollection(() => page(client["social-media"].$get()));
  const [editing, setEditing] = useState<SocialLink | "new" | null>(null);
  const links = list.items ?? [];

  const remove = async (link: SocialLink) => {
    try {
      list.setItems(await putAll(links.filter((l) => l.id !== link.id).map(strip), -1));
      toast("success", t("common.deleted"));
      return true;
    } catch (e) {
      toast("error", e instanceof ApiError ? e.message : t("common.genericError"));
      return false;
    }
  };
  const del = useConfirmDelete(remove, (l: SocialLink) => t(`social.platforms.${l.platform}`));

  return (
    <>
      <ScreenHeader title={t("social.title")} count={list.items?.length} onNew={() => setEditing("new")} newLabel={t("social.new")} />
      {editing && (
        <SocialForm
          key={editing === "new" ? "new" : editing.id}
          link={editing === "new" ? null : editing}
          links={links}
          onSaved={(all) => (list.setItems(all), setEditing(null))}
          onCancel={() => setEditing(null)}
        />
      )}
      <ListState items={list.items} visible={list.items} error={list.error} onRetry={list.load} emptyText={t("social.empty")}>
        {(items) =>
          items.map((l) => (
            <ItemCard
              key={l.id}
              title={t(`social.platforms.${l.platform}`)}
              badges={<span className={cx(badge, l.is_active ? tones.approved : tones.rejected)}>{t(l.is_active ? "common.active" : "common.inactive")}</span>}
              onEdit={() => setEditing(l)}
              onDelete={() => del.ask(l)}
              actions={
                <a href={l.url} target="_blank" rel="noopener noreferrer" className={button} data-testid="open-link">
                  <ExternalLink size={15} aria-hidden />
                  {t("social.open")}
                </a>
              }
            >
              <p className={cardMeta} dir="ltr" data-testid="link-url">
                {l.url}
              </p>
            </ItemCard>
          ))
        }
      </ListState>
      {del.dialog}
    </>
  );
}

interface FormProps {
  link: SocialLink | null;
  links: SocialLink[];
  onSaved: (all: SocialLink[]) => void;
  onCancel: () => void;
}

function SocialForm({ link, links, onSaved, onCancel }: FormProps) {
  const { t } = useAdmin();
  const form = useFormState(() => ({ platform: link?.platform ?? "facebook", url: link?.url ?? "", is_active: link?.is_active ?? true }));
  const { saving, submit } = useSubmit<SocialLink[]>();
  const index = link ? links.findIndex((l) => l.id === link.id) : links.length;
  // "@yasmin.cafe" in the Instagram row is the profile's address (the server writes it out the same).
  const full = () => ({ ...form.values, url: normalizeWebAddress(form.values.url, form.values.platform as Platform) });
  const save = () =>
    submit({
      // The server's rules for a link, checked on the address written out in full (above), as the server does.
      rules: socialLinkRules,
      values: full(),
      setErrors: form.setErrors,
      body: () => {
        const edited = { ...full(), order_index: link?.order_index ?? Math.max(0, ...links.map((l) => l.order_index + 1)) };
        const rest = links.map(strip);
        return link ? rest.map((l, i) => (i === index ? edited : l)) : [...rest, edited];
      },
      send: (body) => putAll(body as SocialPayload[], index),
      successMessage: t("common.saved"),
      onSaved,
    });
  return (
    <FormShell title={link ? t("social.edit") : t("social.new")} errors={form.errors} saving={saving} onSubmit={save} onCancel={onCancel}>
      <SelectField
        form={form}
        name="platform"
        label={t("social.platform")}
        required
        options={socialPlatforms.map((p) => ({ value: p, label: t(`social.platforms.${p}`) }))}
      />
      <TextField form={form} name="url" label={t("fields.url")} type="url" dir="ltr" {...ruleAttributes(socialLinkRules.url)} />
      <CheckField form={form} name="is_active" label={t("fields.active")} />
    </FormShell>
  );
}
