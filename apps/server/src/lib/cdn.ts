/**
 * An address on one of the configured bases (image or launch CDNs, spec 7), picked at random so
 * load spreads over them. A base is an absolute URL without a trailing slash, or '' for this
 * server itself; `path` starts with '/'.
 */
export const onRandomBase = (
  bases: readonly string[],
  path: string,
  random: () => number = Math.random,
): string => `${bases[Math.floor(random() * bases.length)] ?? ''}${path}`;
