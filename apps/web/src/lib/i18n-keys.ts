import type { ParseKeys, TFunction } from 'i18next';

/**
 * A translation key of the app, typed from the pt-BR resources (src/i18next.d.ts): `t('a.wrong.key')` fails
 * the typecheck. Plural keys are named without their suffix (`products.list.showing`, not `…_other`).
 */
export type TranslationKey = ParseKeys;

/** The keys under a prefix: `KeyUnder<'blog.categories'>` is `'blog.categories.marketing' | …`. */
export type KeyUnder<Prefix extends string> = Extract<TranslationKey, `${Prefix}.${string}`>;

type NamesOf<Keys, Prefix extends string> = Keys extends `${Prefix}.${infer Name}` ? Name : never;

/** The rest of the keys under a prefix: `KeyName<'blog.categories'>` is `'marketing' | …`. */
export type KeyName<Prefix extends string> = NamesOf<KeyUnder<Prefix>, Prefix>;

type FirstPart<Name> = Name extends `${infer Head}.${string}` ? Head : Name;

/** The groups of keys under a prefix: `KeyGroup<'public.testimonials.items'>` is `'t01' | 't02' | …`. */
export type KeyGroup<Prefix extends string> = FirstPart<KeyName<Prefix>>;

/**
 * Values for the `{{name}}` placeholders of a text: `t(key, values)`. An open `Record<string, string>` would let
 * `context` (and `count`) be any string, and i18next's types then accept only keys with a context suffix, so
 * those two are left out: a plural passes its `count` as a number, in an object literal.
 */
export interface TranslationValues {
  readonly [name: string]: string | undefined;
  readonly context?: undefined;
  readonly count?: undefined;
}

/**
 * Translates a key that comes from runtime data the typecheck cannot know: a zod message (the shared schemas
 * of @afilia/validators, on a form or from the server's `zodIssues`). A message without a translation shows as
 * it is, as i18next shows a missing key. src/i18n-keys.test.ts checks that every message of the schemas is a
 * key of the three languages. Keys written in the app's own code go through `t` itself, typed.
 */
export function translateMessage(t: TFunction, message: string): string {
  return t(message, { defaultValue: message });
}
