import { Upload } from "lucide-react";
import { useRef, useState } from "react";
import { css } from "styled-system/css";
import { spinner } from "../../lib/form-styles";
import { errorMessage, uploadImage } from "../core/api";
import { Field, input } from "./form-parts";
import { useAdmin } from "../core/i18n";
import { button } from "../core/styles";
import { toast } from "../core/toasts";
import { checkImageFile } from "../core/validate";

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  required?: boolean;
  wide?: boolean;
}

/**
 * An image by URL or by upload (`POST /api/uploads`): the uploaded file's address fills the box,
 * and a preview shows what visitors will see. A refused file keeps the previous value.
 */
export function ImageField({ name, label, value, onChange, error, required, wide = true }: Props) {
  const { t } = useAdmin();
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    const problem = checkImageFile(file);
    if (problem) return void setUploadError(t(`validation.${problem}`));
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      onChange(uploaded.url);
      toast("success", t("common.uploaded"));
    } catch (e) {
      setUploadError(errorMessage(e));
      toast("error", errorMessage(e));
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  };

  return (
    <Field name={name} label={label} error={error ?? uploadError ?? undefined} required={required} wide={wide}>
      <div className={css({ display: "flex", gap: "2", alignItems: "stretch" })}>
        <input
          id={`f-${name}`}
          name={name}
          dir="ltr"
          inputMode="url"
          className={input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="https://"
          aria-invalid={!!(error ?? uploadError)}
        />
        <button type="button" className={button} onClick={() => fileRef.current?.click()} disabled={uploading} aria-busy={uploading}>
          {uploading ? <span className={spinner} aria-hidden /> : <Upload size={16} aria-hidden />}
          {uploading ? t("common.uploading") : t("common.upload")}
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          hidden
          data-testid={`upload-${name}`}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </div>
      {value && <img src={value} alt="" className={css({ marginBlockStart: "2", maxBlockSize: "32", borderRadius: "lg", objectFit: "cover" })} />}
    </Field>
  );
}
