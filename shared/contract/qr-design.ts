import { z } from "zod";
import { HEX_COLOR } from "../formats";
import { contrastWithWhite, DEFAULT_QR_DESIGN, MIN_QR_CONTRAST, qrFrames, type QrDesign } from "../qr-design";

export * from "../qr-design";

/**
 * The design a client sends and the column stores. The colour is kept lower-case so one colour has
 * one spelling (and one image address). Unknown keys are refused: nothing else can ride along.
 */
export const qrDesignSchema = z
  .object({
    color: z
      .string()
      .trim()
      .regex(HEX_COLOR, "validation.color")
      .transform((v) => v.toLowerCase())
      .refine((v) => contrastWithWhite(v) >= MIN_QR_CONTRAST, "validation.qrContrast"),
    logo: z.boolean("validation.boolean"),
    frame: z.enum(qrFrames),
  })
  .strict();
// The schema's output is exactly the design the drawing and the forms use.
true satisfies z.output<typeof qrDesignSchema> extends QrDesign ? (QrDesign extends z.output<typeof qrDesignSchema> ? true : false) : false;

/** The design a stored value stands for: null, or anything that no longer passes, is the plain code. */
export function designOf(stored: unknown): QrDesign {
  const parsed = qrDesignSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_QR_DESIGN;
}

