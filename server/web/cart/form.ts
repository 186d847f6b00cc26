/** The cart forms' fields. */
import * as z from 'zod';

const id = z.string().trim().regex(/^\d{1,12}$/);
const modelId = id;
const quantity = (min: number) => z.coerce.number().int().min(min).max(99);
/** The write's key the page made (a page of before has none: the web tier then makes one). */
const idempotencyKey = z.string().regex(/^[\w-]{16,100}$/).optional();

export const cartFormSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('add'),
    offerId: id,
    quantity: quantity(1).default(1),
    // An empty hidden field means "no vehicle chosen".
    modelId: z.preprocess((v) => (v === '' ? undefined : v), modelId.optional()),
    idempotencyKey,
  }),
  z.object({ action: z.literal('change'), lineId: id, quantity: quantity(0), idempotencyKey }),
  z.object({ action: z.literal('delete'), lineId: id, idempotencyKey }),
  z.object({ action: z.literal('replace'), from: id, to: id }),
  z.object({ action: z.literal('optimise') }),
]);
export type CartForm = z.infer<typeof cartFormSchema>;

export type CartFormResult = { ok: true; form: CartForm } | { ok: false; field: string };

/** Parses a posted body; the first issue names the field at fault. */
export function parseCartForm(body: unknown): CartFormResult {
  const result = cartFormSchema.safeParse(body ?? {});
  if (result.success) return { ok: true, form: result.data };
  const field = result.error.issues[0]?.path.join('.') || 'action';
  return { ok: false, field };
}
