/**
 * The one id rule of the API: every `:id` in a route pattern is built here, so a path whose id is not a UUID
 * matches no route and gets the API's JSON 404 (never a database cast error).
 */
const HEX = '[0-9a-fA-F]';
const group = (length: number) => HEX.repeat(length);

/** A UUID's text form, as a regular-expression source without anchors (and without braces, which route patterns reserve). */
export const UUID_SOURCE = [8, 4, 4, 4, 12].map(group).join('-');

const UUID_FORM = new RegExp(`^${UUID_SOURCE}$`);

export const isUuid = (value: string): boolean => UUID_FORM.test(value);

/** `:name{<uuid>}` for Hono route patterns (typed as `:name{uuid}` so Hono still infers the param's name). */
export const idParam = <Name extends string>(name: Name) =>
  `:${name}{${UUID_SOURCE}}` as `:${Name}{uuid}`;
