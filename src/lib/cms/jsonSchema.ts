import { z } from 'astro/zod';

/**
 * The part of a JSON Schema (as zod's toJSONSchema writes it for a content schema) that the
 * editor's configuration is built from, with the metadata src/content.config.ts tags fields with.
 */
export interface JsonSchema {
  type?: string;
  description?: string;
  /** Tagged: the field's name for the marketing team, where its key does not read as one. */
  label?: string;
  /** Tagged on a folder collection: the name of one of its entries ("Case study"). */
  singular?: string;
  properties?: Record<string, JsonSchema>;
  /** One of several shapes, told apart by a property whose value is constant in each (a discriminated union). */
  oneOf?: JsonSchema[];
  const?: unknown;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  /** Tagged: what the editor says when the pattern is not met. */
  patternMessage?: string;
  enum?: unknown[];
  default?: unknown;
  /** Tagged by src/content.config.ts: the id of an entry of this collection. */
  reference?: string;
  /** Tagged: a lucide icon name. */
  icon?: boolean;
  /** Stands in for Astro's image(): a picture stored in the `media` folder. */
  image?: boolean;
  media?: string;
  /** Tagged by src/schemas/picture.ts: a picture uploaded to `folder`, written as its path from the project root. */
  upload?: Upload;
  /** Tagged: a calendar date. */
  date?: boolean;
  /** Tagged: Markdown copy, one paragraph (`inline`) or paragraphs and lists (`block`). */
  markdown?: 'inline' | 'block';
}

/** Where an uploaded picture goes and what it may be: file endings (".png,.svg") and its largest size in bytes. */
export interface Upload {
  folder: string;
  accept: string;
  maxBytes: number;
}

/** A collection's schema as the content config gives it: a zod schema, or a function of Astro's schema helpers. */
export type CollectionSchema = z.ZodType | ((context: never) => z.ZodType);

/** The schema helpers a schema function is given here: image() alone is used by this site's schemas. */
type SchemaHelpers = { image: () => z.ZodType };

/** Astro's image() for reading a schema outside Astro: a path, tagged as a picture. */
const imageStandIn = (): z.ZodType => z.string().meta({ image: true });

/**
 * The JSON Schema of what a content file holds for one entry (the input side: a reference is the
 * id as written, not the entry it becomes), with descriptions and metadata kept.
 */
export function entryJsonSchema(schema: CollectionSchema): JsonSchema {
  // Astro passes its own helpers; here image() is stood in for (the schemas use no other helper).
  const zodSchema = typeof schema === 'function' ? (schema as (helpers: SchemaHelpers) => z.ZodType)({ image: imageStandIn }) : schema;
  return z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}
