import { useState } from "react";
import { cx } from "styled-system/css";
import { useSession } from "../core/use-session";
import { CheckField, ruleAttributes, SelectField, TextField } from "../kit/fields";
import { adminUserRules } from "../../../shared/form-rules";
import { formatDateTime } from "../../../locales/format";
import { FormShell, useFormState, useSubmit } from "../kit/form-parts";
import { useAdmin } from "../core/i18n";
import { PagedList } from "../kit/paged-list";
import type { AdminUser } from "../core/session";
import { badge, cardMeta, tones } from "../core/styles";
import { useCollection } from "../kit/use-collection";
import { client, data, pages } from "../core/api";
import type { InferRequestType } from "hono/client";

/** What the users routes take, typed from the routes themselves. */
type AdminCreateInput = InferRequestType<typeof client.users.$post>["json"];
type AdminUpdateInput = InferRequestType<(typeof client.users)[":id"]["$put"]>["json"];

/** Admin accounts: paged search, role filter, create and edit; no delete, as the API has none. */
export default function UsersScreen() {
  const { t, lang } = useAdmin();
  const list = useCollection(pages(client.users.$get), {
    sort: "id",
    filters: { role: "" },
  });
  const [editing, setEditing] = useState<AdminUser | "new" | null>(null);
  const lastLogin = (u: AdminUser) => (u.last_login ? formatDateTime(u.last_login, lang) : t("users.never"));

  return (
    <PagedList
      list={list}
      title={t("users.title")}
      emptyText={t("users.empty")}
      onNew={() => setEditing("new")}
      newLabel={t("users.new")}
      filters={[
        {
          name: "role",
          testId: "role-filter",
          label: t("dashboard.role"),
          options: [
            { value: "", label: t("status.all") },
            ...(["admin", "editor"] as const).map((r) => ({
              value: r,
              label: t(`roles.${r}`),
            })),
          ],
        },
      ]}
      titleSort="username"
      columns={[{ key: "login", label: t("dashboard.lastLogin") }]}
      row={(u) => ({
        title: u.username,
        badges: (
          <>
            <span className={cx(badge, tones.neutral)}>{t(`roles.${u.role}`)}</span>
            <span className={cx(badge, u.is_active === false ? tones.rejected : tones.approved)}>
              {t(u.is_active === false ? "common.inactive" : "common.active")}
            </span>
          </>
        ),
        onEdit: () => setEditing(u),
        body: (
          <p className={cardMeta} dir="ltr">
            {u.email}
          </p>
        ),
        cardOnly: (
          <p className={cardMeta}>
            {t("dashboard.lastLogin")}: {lastLogin(u)}
          </p>
        ),
        cells: { login: lastLogin(u) },
      })}
    >
      {editing && (
        <UserForm
          key={editing === "new" ? "new" : editing.id}
          user={editing === "new" ? null : editing}
          onSaved={(u) => {
            list.upsert(u);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </PagedList>
  );
}

function UserForm({ user, onSaved, onCancel }: { user: AdminUser | null; onSaved: (u: AdminUser) => void; onCancel: () => void }) {
  const { t } = useAdmin();
  const { user: me } = useSession();
  const form = useFormState(() => ({
    username: user?.username ?? "",
    email: user?.email ?? "",
    password: "",
    role: user?.role ?? "editor",
    is_active: user?.is_active ?? true,
  }));
  const { saving, submit } = useSubmit<AdminUser>();
  const { username, password, ...rest } = form.values;
  const createBody = (): AdminCreateInput => ({ username, password, email: rest.email, role: rest.role });
  const updateBody = (): AdminUpdateInput => ({ email: rest.email, role: rest.role, is_active: rest.is_active, ...(password ? { password } : {}) });
  const save = () =>
    submit({
      id: user?.id,
      // The server's rules for a new account; an edit changes the e-mail, and the password only when one is typed.
      rules: user ? { email: adminUserRules.email } : adminUserRules,
      values: form.values,
      setErrors: form.setErrors,
      // A new account sends its username and password; an edit sends a password only when typed.
      body: () => (user ? updateBody() : createBody()),
      send: () => (user ? data(client.users[":id"].$put({ param: { id: String(user.id) }, json: updateBody() })) : data(client.users.$post({ json: createBody() }))),
      onSaved,
    });
  return (
    <FormShell
      title={user ? t("users.edit", { username: user.username }) : t("users.new")}
      errors={form.errors}
      saving={saving}
      onSubmit={save}
      onCancel={onCancel}
    >
      {!user && <TextField form={form} name="username" label={t("login.username")} dir="ltr" {...ruleAttributes(adminUserRules.username)} />}
      <TextField form={form} name="email" label={t("fields.email")} type="email" dir="ltr" {...ruleAttributes(adminUserRules.email)} />
      <SelectField
        form={form}
        name="role"
        label={t("dashboard.role")}
        options={(["admin", "editor"] as const).map((r) => ({
          value: r,
          label: t(`roles.${r}`),
        }))}
      />
      <TextField form={form} name="password" label={t(user ? "users.newPasswordOptional" : "login.password")} type="password" dir="ltr" {...ruleAttributes(user ? undefined : adminUserRules.password)} maxLength={adminUserRules.password.maxLength} />
      {user && user.id !== me.id && <CheckField form={form} name="is_active" label={t("users.active")} />}
    </FormShell>
  );
}
