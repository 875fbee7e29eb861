import { z } from 'zod';
import { idSchema } from './common.schema';

export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  image_alt: z.string(),
  parent_id: idSchema.nullable(),
  position: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
