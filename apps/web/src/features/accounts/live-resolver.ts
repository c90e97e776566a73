import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver that builds its schema at validation time. react-hook-form reads the resolver from
 * the latest render, so rules that change while the form is open (a captcha the server now asks
 * for, the register setting arriving) apply to the very next check, with messages in the
 * current language.
 */
export const liveResolver =
  <Values extends FieldValues>(build: () => z.ZodType): Resolver<Values> =>
  (values, context, options) =>
    (zodResolver(build() as never) as unknown as Resolver<Values>)(values, context, options);
