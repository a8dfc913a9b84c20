import type { Translate } from "../../../locales/i18n";
import { useAdmin } from "../core/i18n";
import type { Rules } from "../core/validate";
import { FormFields, type FieldSpec } from "./fields";
import { FormShell, useFormState, useSubmit, type FormState, type ItemFormProps } from "./form-parts";

/**
 * What makes one content type's form: its values (from the item, or blank for a new one), the
 * browser's own checks, the fields in order, and how the values become the API's body and are
 * sent. The types come from the server's: `Input` is what the route validates, `Item` what it answers.
 */
export interface ContentFormConfig<Item, V extends Record<string, unknown>, Input> {
  /** The admin strings' section whose `new` and `edit` title the form ("services"). */
  strings: string;
  initial: (item: Item | null) => V;
  /**
   * The server's rule of each field (shared/form-rules.ts, read from the schema the route
   * validates with): the browser's checks, and each input's `required` and `maxLength`.
   */
  rules: Rules<V>;
  fields: (t: Translate, form: FormState<V>) => readonly FieldSpec<V>[];
  /** The values as the API takes them (numbers from number boxes, blank rows left out). */
  body: (values: V) => Input;
  /** Creates (no item yet) or updates the item; answers the saved item. */
  send: (input: Input, item: Item | null) => Promise<Item>;
}

/**
 * The inline create/edit form of every content type, drawn from its configuration: checks in the
 * browser first, then the typed call; the server's per-field messages land under the same fields.
 */
export function ContentForm<Item extends { id: number }, V extends Record<string, unknown>, Input>({
  item,
  onSaved,
  onCancel,
  config,
}: ItemFormProps<Item> & { config: ContentFormConfig<Item, V, Input> }) {
  const { t } = useAdmin();
  const form = useFormState(() => config.initial(item));
  const { saving, submit } = useSubmit<Item>();
  const save = () =>
    submit({
      id: item?.id,
      rules: config.rules,
      values: form.values,
      setErrors: form.setErrors,
      body: () => config.body(form.values),
      send: (input) => config.send(input, item),
      onSaved,
    });
  return (
    <FormShell title={t(`${config.strings}.${item ? "edit" : "new"}`)} errors={form.errors} saving={saving} onSubmit={save} onCancel={onCancel}>
      <FormFields form={form} fields={config.fields(t, form)} rules={config.rules} />
    </FormShell>
  );
}
