/** zod pieces shared by the calls. Query values arrive as strings (or repeated arrays). */
import * as z from 'zod';

/** A single query value: repeated parameters take the first. */
export const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export const digitsId = z.preprocess(single, z.string().regex(/^\d{1,9}$/, 'must be digits').transform(Number));
export const optionalDigitsId = z.preprocess((v) => (single(v) === '' ? undefined : single(v)), digitsId.optional());
/** modelId is word characters; only numeric ones can exist here, others are simply unknown. */
export const modelIdParam = z.preprocess(single, z.string().regex(/^\w{1,64}$/, 'must be word characters'));
export const optionalModelId = z.preprocess((v) => (single(v) === '' ? undefined : single(v)), modelIdParam.optional());
export const limitParam = z.preprocess(single, z.coerce.number().int().min(1).max(1000).optional());
/** exclude=1,2,3: ids left out of the answer. */
export const excludeParam = z.preprocess(
  single,
  z.string().regex(/^\d{1,9}(,\d{1,9})*$/, 'must be comma-separated ids').transform((s) => s.split(',').map(Number)).optional(),
);
/** Most ids one batched call reads (the navigation's categories are some 300). */
export const MAX_BATCH_IDS = 500;
/** ids=1,2,3: the ids a batched call reads, each once, at most MAX_BATCH_IDS. */
export const idsParam = z.preprocess(
  single,
  z.string().regex(/^\d{1,9}(,\d{1,9})*$/, 'must be comma-separated ids')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_BATCH_IDS, `at most ${MAX_BATCH_IDS} ids`),
);
export const pageParam = z.preprocess(single, z.coerce.number().int().min(1).max(10000).default(1));

/** Model ids are stored as integers: a word id that is not a number names no model. */
export function numericModelId(modelId: string | undefined): number | null {
  return modelId !== undefined && /^\d{1,9}$/.test(modelId) ? Number(modelId) : null;
}
