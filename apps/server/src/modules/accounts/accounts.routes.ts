import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AffiliateQuery,
  AffiliateResponse,
  ChangePasswordRequest,
  ForgotPasswordEmailRequest,
  FreePlayRequest,
  MemberLanguageRequest,
  MemberLanguageResponse,
  LoginRequest,
  LoginResponse,
  MemberIconResponse,
  REMEMBER_ME_DAYS,
  MemberInfoResponse,
  RegisterRequest,
  ResetPasswordByMobileRequest,
  ResetPasswordByTokenRequest,
  ResumeSessionRequest,
  SecondFactorSendRequest,
  SecondFactorVerifyRequest,
  SecurityOverviewResponse,
  SetPaymentPasswordRequest,
  SmsCodeRequest,
  SmsCodeResponse,
  TotpCodeRequest,
  TotpSetupResponse,
} from '@platform/contracts';
import { clearSessionCookies, rememberTokenFromCookie, setSessionCookies } from '../../lib/session-cookie.js';
import { AppError } from '@platform/server-kit';
import { readCaptchaId } from '../verification/index.js';
import type { RequestMeta } from './accounts.context.js';
import type { AccountsService } from './accounts.service.js';

const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
  language: request.language,
  origin: `${request.protocol}://${request.host}`,
});

const session = { modID: 'SESSION3', tags: ['session'] } as const;
const member = { modID: 'MEMBER3', tags: ['member'] } as const;

export const registerAccountsRoutes = (app: FastifyInstance, service: AccountsService): void => {
  const { sessions, login, registration, passwords } = service;
  const routes = app.routeRegistry;

  // Handlers see the request, not the reply: what a call did to the session is noted here and
  // the onSend hook turns it into cookies (lib/session-cookie.ts). A failed call sets none.
  const cookieChanges = new WeakMap<FastifyRequest, LoginResponse | 'clear'>();
  app.addHook('onSend', async (request, reply) => {
    const change = cookieChanges.get(request);
    if (!change) return;
    if (change === 'clear') {
      clearSessionCookies(request, reply);
      return;
    }
    setSessionCookies(request, reply, {
      token: change.token,
      rememberToken: change.rememberToken,
      rememberSeconds: REMEMBER_ME_DAYS * 86_400,
    });
  });
  /** Every answer that opens a session also hands the browser its cookies. */
  const sessionOpened = (request: FastifyRequest, response: LoginResponse): LoginResponse => {
    cookieChanges.set(request, response);
    return response;
  };

  routes.add({
    ...session,
    method: 'POST',
    url: '/wps/session/login',
    token: false,
    encrypt: true,
    summary: 'Log in by username and password or by mobile and SMS code',
    body: LoginRequest,
    value: LoginResponse,
    handler: async ({ request, body }) =>
      sessionOpened(request, await login.login(body, metaOf(request), readCaptchaId(request))),
  });
  routes.add({
    ...session,
    method: 'POST',
    url: '/wps/session/login/verification',
    token: false,
    summary: 'Send the SMS or e-mail code of a second factor for a pending login',
    body: SecondFactorSendRequest,
    value: SmsCodeResponse,
    handler: ({ request, body }) => login.sendSecondFactorCode(body, metaOf(request)),
  });
  routes.add({
    ...session,
    method: 'POST',
    url: '/wps/session/login/verify',
    token: false,
    encrypt: true,
    summary: 'Complete a login from an unregistered IP with its second factor',
    body: SecondFactorVerifyRequest,
    value: LoginResponse,
    handler: async ({ request, body }) =>
      sessionOpened(request, await login.verifySecondFactor(body, metaOf(request))),
  });
  routes.add({
    ...session,
    method: 'POST',
    url: '/wps/session/login/freeplay',
    token: false,
    summary: 'Open a trial (free-play) account with demo credits',
    body: FreePlayRequest,
    value: LoginResponse,
    handler: async ({ request }) => sessionOpened(request, await login.freePlay(metaOf(request))),
  });
  routes.add({
    ...session,
    method: 'POST',
    url: '/wps/session/resume',
    token: false,
    summary:
      'Open a new session with a remember-me token (which is replaced), from the body or the browser’s remember cookie',
    body: ResumeSessionRequest,
    value: LoginResponse,
    handler: async ({ request, body }) => {
      const rememberToken = body.rememberToken ?? rememberTokenFromCookie(request);
      if (!rememberToken) throw new AppError('unauthorized');
      // A refusal leaves the cookies alone: two tabs may resume at once, and the one refused must
      // not clear the cookies the other was just given.
      return sessionOpened(request, await sessions.resume(rememberToken, metaOf(request)));
    },
  });
  routes.add({
    ...session,
    method: 'DELETE',
    url: '/wps/session/logout',
    token: true,
    trial: true,
    operator: 'allowed',
    summary: 'Ends the current session; the token stops working at once',
    value: z.null(),
    handler: ({ request, principal }) => {
      // The browser's copy ends too, whether or not the session was still live.
      cookieChanges.set(request, 'clear');
      return sessions.logout(principal, metaOf(request));
    },
  });

  routes.add({
    modID: 'VERIF3',
    tags: ['verification'],
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    token: false,
    summary: 'Send an SMS code for SMS login or password reset by mobile',
    body: SmsCodeRequest,
    value: SmsCodeResponse,
    handler: ({ request, body }) => login.sendNoLoginCode(body, metaOf(request)),
  });
  routes.add({
    modID: 'VERIF3',
    tags: ['verification'],
    method: 'POST',
    url: '/wps/verification/sms/register',
    token: false,
    summary: 'Send an SMS code to a number being registered',
    body: SmsCodeRequest,
    value: SmsCodeResponse,
    handler: ({ request, body }) => registration.sendRegisterCode(body, metaOf(request)),
  });

  for (const [url, mode] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    routes.add({
      modID: 'REG3',
      tags: ['register'],
      method: 'PUT',
      url,
      token: false,
      encrypt: true,
      summary: `Register a member (${mode} mode) and log them in`,
      body: RegisterRequest,
      value: LoginResponse,
      handler: async ({ request, body }) =>
        sessionOpened(
          request,
          await registration.register(mode, body, metaOf(request), readCaptchaId(request)),
        ),
    });
  }
  routes.add({
    modID: 'AGENT3',
    tags: ['register'],
    method: 'GET',
    url: '/wps/agent/affiliate',
    token: false,
    summary: 'Check an invitation (affiliate or referral) code',
    querystring: AffiliateQuery,
    value: AffiliateResponse,
    handler: ({ query }) => registration.checkInvitation(query.code),
  });

  routes.add({
    ...member,
    method: 'GET',
    url: '/wps/member/info',
    token: true,
    trial: true,
    summary: 'The logged-in member (spec section 3)',
    value: MemberInfoResponse,
    handler: ({ principal, request }) => service.member.info(principal, request.language),
  });
  routes.add({
    ...member,
    method: 'PUT',
    url: '/wps/member/language',
    token: true,
    trial: true,
    summary: "Store the member's language, used for the SMS and e-mails sent to them (decision 0023)",
    body: MemberLanguageRequest,
    value: MemberLanguageResponse,
    handler: ({ principal, body }) => service.member.setLanguage(principal, body.language),
  });
  routes.add({
    ...member,
    method: 'GET',
    url: '/wps/member/info/icon',
    token: true,
    trial: true,
    summary: "The member's avatar, or null for the default one",
    value: MemberIconResponse,
    handler: ({ principal }) => service.member.icon(principal),
  });

  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/member/password',
    token: true,
    encrypt: true,
    summary: 'Change the password; every session ends and the member logs in again',
    body: ChangePasswordRequest,
    value: z.null(),
    handler: async ({ request, body, principal }) => {
      await passwords.changePassword(principal!, body, metaOf(request));
      // Every session of the member has ended: the browser's cookies go with them.
      cookieChanges.set(request, 'clear');
      return null;
    },
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/member/password/email',
    token: false,
    form: true,
    summary: 'Forgot password: e-mail a reset link (form post: username, email)',
    body: ForgotPasswordEmailRequest,
    value: z.null(),
    handler: ({ request, body }) => passwords.requestResetByEmail(body, metaOf(request)),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/member/password/reset',
    token: false,
    encrypt: true,
    summary: 'Set a new password with the e-mailed reset link',
    body: ResetPasswordByTokenRequest,
    value: z.null(),
    handler: ({ request, body }) => passwords.resetByToken(body, metaOf(request)),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/member/password/verification',
    token: false,
    encrypt: true,
    summary: 'Forgot password: set a new one with an SMS code (whitelabel CHNGPASSVERIF3)',
    body: ResetPasswordByMobileRequest,
    value: z.null(),
    handler: ({ request, body }) => passwords.resetByMobile(body, metaOf(request)),
  });

  routes.add({
    ...member,
    method: 'GET',
    url: '/wps/member/security',
    token: true,
    summary: 'Recovery contacts and second factors the member has set up',
    value: SecurityOverviewResponse,
    handler: ({ principal }) => service.member.security(principal),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/member/security/paymentPassword',
    token: true,
    encrypt: true,
    summary: 'Set the payment password (once), confirmed by the login password',
    body: SetPaymentPasswordRequest,
    value: z.null(),
    handler: ({ request, body, principal }) =>
      service.member.setPaymentPassword(principal, body, metaOf(request)),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/member/security/totp',
    token: true,
    summary: 'Start setting up an authenticator app',
    value: TotpSetupResponse,
    handler: ({ principal }) => service.member.startTotp(principal),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/member/security/totp/confirm',
    token: true,
    summary: 'Turn the authenticator on with a current code from the app',
    body: TotpCodeRequest,
    value: z.null(),
    handler: ({ request, body, principal }) =>
      service.member.switchTotp(principal, { enable: true, code: body.code }, metaOf(request)),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/member/security/totp/disable',
    token: true,
    summary: 'Turn the authenticator off with a current code from the app',
    body: TotpCodeRequest,
    value: z.null(),
    handler: ({ request, body, principal }) =>
      service.member.switchTotp(principal, { enable: false, code: body.code }, metaOf(request)),
  });
};
