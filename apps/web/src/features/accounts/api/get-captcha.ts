import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

const CaptchaImage = z.string().startsWith('data:image/');

/**
 * GET /wps/captcha: a PNG as a data URL. The answer lives in an HttpOnly cookie the server sets,
 * which the next same-origin login or registration call carries by itself.
 */
export const getCaptcha = (signal?: AbortSignal) => apiGet('/wps/captcha', { schema: CaptchaImage, signal });

/**
 * One image per key: a new `round` (a click, a failed attempt) asks for a new image. Images are
 * never reused from the cache, since each answers one attempt only.
 */
export const captchaQueryOptions = (owner: string, round: number) =>
  queryOptions({
    queryKey: ['captcha', owner, round],
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useCaptcha = (owner: string, round: number) => useQuery(captchaQueryOptions(owner, round));
