/**
 * Types of the string tables, after next-intl's typed messages: English is the reference, the other languages must
 * have exactly its keys (an empty string is allowed and shows the English one), and a translation key is one of
 * English's leaf paths, so a wrong key fails typecheck. Types only: nothing here reaches a bundle.
 */

/** Another language's table for English table T: the same keys, any text ('' falls back to English). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** Every dotted path to a string in table T: 'shell.cookies.title' | … */
export type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * The keys of `Keys` under a namespace, e.g. KeyUnder<MessageKey, 'modules.tag'>: the type to cast a key built from
 * data to (a CMS tag, a message key a validator filed), so at least its namespace is checked.
 */
export type KeyUnder<Keys extends string, Namespace extends string> = Extract<Keys, `${Namespace}.${string}`>;
