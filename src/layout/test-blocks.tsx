import * as z from 'zod/mini';
import { defineBlock, type BlockProps, type LayoutRegistry } from './define-block';

/** Small blocks for the engine's own tests: one that works, one that throws, one whose code fails to load. */
const titleSchema = z.object({ title: z.string().check(z.minLength(1)), count: z._default(z.int(), 3) });
const emptySettings = z.object({ tone: z._default(z.enum(['light', 'dark']), 'light') });

function TitleView({ id, data, settings, mode }: BlockProps<z.output<typeof titleSchema>, z.output<typeof emptySettings>>) {
  return (
    <section data-block="test_title" data-block-id={id} data-mode={mode} data-tone={settings.tone}>
      <h2>{data.title}</h2>
      <p>{data.count} items</p>
    </section>
  );
}

function ThrowingView(): never {
  throw new Error('kaboom');
}

const titleBlock = defineBlock({
  code: 'test_title',
  label: 'Title',
  dataSchema: titleSchema,
  settingsSchema: emptySettings,
  loadDefaults: async () => ({ data: { title: 'Hello' }, settings: {} }),
  reservedHeight: { mobile: '40px', desktop: '60px' },
  load: async () => ({ default: TitleView }),
});

/** Version 2 renamed `heading` to `title`. */
export const renamedBlock = defineBlock({
  code: 'test_renamed',
  label: 'Renamed',
  dataSchema: titleSchema,
  settingsSchema: emptySettings,
  loadDefaults: async () => ({ data: { title: 'Hello' }, settings: {} }),
  reservedHeight: { mobile: '40px', desktop: '60px' },
  version: 2,
  migrations: { 1: (old) => ({ title: typeof old.heading === 'string' ? old.heading : 'Untitled' }) },
  load: async () => ({ default: TitleView }),
});

const throwingBlock = defineBlock({
  code: 'test_throws',
  label: 'Throws',
  dataSchema: z.object({}),
  settingsSchema: z.object({}),
  loadDefaults: async () => ({ data: {}, settings: {} }),
  reservedHeight: { mobile: '40px', desktop: '40px' },
  load: async () => ({ default: ThrowingView }),
});

const unloadableBlock = defineBlock({
  code: 'test_unloadable',
  label: 'Unloadable',
  dataSchema: z.object({}),
  settingsSchema: z.object({}),
  loadDefaults: async () => ({ data: {}, settings: {} }),
  reservedHeight: { mobile: '40px', desktop: '40px' },
  load: async () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
});

export const testRegistry: LayoutRegistry = { blocks: [titleBlock, renamedBlock, throwingBlock, unloadableBlock], plugins: [] };
