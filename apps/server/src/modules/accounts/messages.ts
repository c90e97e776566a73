import type { SupportedLanguage } from '@platform/contracts';

/** SMS and e-mail texts the accounts module sends, in the member's language. */
type CodeKind = 'register' | 'login' | 'secondFactor';

const CODE_TEXT: Record<SupportedLanguage, { subject: Record<CodeKind, string>; body: string }> = {
  PT: {
    subject: {
      register: 'Código de cadastro',
      login: 'Código de acesso',
      secondFactor: 'Código de verificação de login',
    },
    body: 'Seu código é {{code}}. Ele vale por {{minutes}} minutos. Nunca o compartilhe com ninguém.',
  },
  EN: {
    subject: {
      register: 'Registration code',
      login: 'Login code',
      secondFactor: 'Login verification code',
    },
    body: 'Your code is {{code}}. It is valid for {{minutes}} minutes. Never share it with anyone.',
  },
  CN: {
    subject: { register: '注册验证码', login: '登录验证码', secondFactor: '登录安全验证码' },
    body: '您的验证码是 {{code}}，{{minutes}} 分钟内有效。请勿告诉任何人。',
  },
};

export const codeMessage = (language: SupportedLanguage, kind: CodeKind, code: string, minutes: number) => {
  const text = CODE_TEXT[language];
  return {
    subject: text.subject[kind],
    text: text.body.replace('{{code}}', code).replace('{{minutes}}', String(minutes)),
  };
};

const RESET_TEXT: Record<SupportedLanguage, { subject: string; body: string }> = {
  PT: {
    subject: 'Redefinição de senha',
    body:
      'Recebemos um pedido para redefinir a senha da conta {{account}}.\n' +
      'Abra este link em até {{minutes}} minutos para escolher uma nova senha:\n{{link}}\n' +
      'Se não foi você, ignore esta mensagem; sua senha continua a mesma.',
  },
  EN: {
    subject: 'Password reset',
    body:
      'We received a request to reset the password of account {{account}}.\n' +
      'Open this link within {{minutes}} minutes to choose a new password:\n{{link}}\n' +
      'If this was not you, ignore this message; your password stays the same.',
  },
  CN: {
    subject: '重置密码',
    body:
      '我们收到了重置账户 {{account}} 密码的请求。\n' +
      '请在 {{minutes}} 分钟内打开以下链接设置新密码：\n{{link}}\n' +
      '如果不是您本人操作，请忽略此邮件，您的密码不会改变。',
  },
};

export const resetLinkMessage = (
  language: SupportedLanguage,
  input: { account: string; link: string; minutes: number },
) => {
  const text = RESET_TEXT[language];
  return {
    subject: text.subject,
    text: text.body
      .replace('{{account}}', input.account)
      .replace('{{link}}', input.link)
      .replace('{{minutes}}', String(input.minutes)),
  };
};
