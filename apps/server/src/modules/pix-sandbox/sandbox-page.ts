import { formatMoney, maskCpf, PIX_KEY_TYPES, type SandboxCharge } from '@platform/contracts';
import { escapeXml as e } from '@platform/server-kit';

type Key = { pixKey: string; keyType: string; holderCpf: string; holderName: string };

const when = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));

const chargeCard = (charge: SandboxCharge) => `
  <li class="card">
    <div class="row"><strong>${e(formatMoney(charge.amount, 'PT'))}</strong><span class="ref">${e(charge.reference)}</span></div>
    <div class="muted">Pagador esperado: ${e(charge.payer.name)} · CPF ${e(maskCpf(charge.payer.cpf))}</div>
    <div class="muted">Expira em ${e(when(charge.expiresAt))}</div>
    <form method="post" action="/sandbox/pix/pay">
      <input type="hidden" name="chargeId" value="${e(charge.id)}">
      <button type="submit">Pagar como titular</button>
    </form>
    <details>
      <summary>Pagar de outra conta (teste de terceiro)</summary>
      <form method="post" action="/sandbox/pix/pay" class="stack">
        <input type="hidden" name="chargeId" value="${e(charge.id)}">
        <label>CPF de quem paga <input name="payerCpf" inputmode="numeric" pattern="\\d{11}" required placeholder="11 dígitos"></label>
        <label>Nome de quem paga <input name="payerName" required maxlength="120"></label>
        <button type="submit" class="secondary">Pagar como terceiro</button>
      </form>
    </details>
  </li>`;

/**
 * The sandbox gateway's tester page: what a bank app would do, in a form. Plain HTML posting
 * forms (the site's CSP allows no inline script), readable on a phone.
 */
export const sandboxPage = (input: {
  pending: SandboxCharge[];
  keys: Key[];
  message: string | null;
}) => `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PIX sandbox — Sorte Grande</title>
<style>
  :root { color-scheme: dark; font-family: system-ui, sans-serif; background: #0f1720; color: #e8edf2; }
  body { margin: 0 auto; max-width: 720px; padding: 16px; }
  h1 { font-size: 1.3rem; } h2 { font-size: 1.05rem; margin-top: 28px; }
  .note { background: #1b2733; border-left: 4px solid #f5b301; padding: 10px 12px; border-radius: 6px; }
  .flash { background: #123524; border-left: 4px solid #2ecc71; padding: 10px 12px; border-radius: 6px; }
  ul { list-style: none; padding: 0; display: grid; gap: 12px; }
  .card { background: #16212c; border: 1px solid #263646; border-radius: 10px; padding: 12px; display: grid; gap: 6px; }
  .row { display: flex; justify-content: space-between; gap: 8px; flex-wrap: wrap; }
  .ref { font-family: ui-monospace, monospace; color: #9fb3c8; }
  .muted { color: #9fb3c8; font-size: .9rem; }
  .stack { display: grid; gap: 8px; margin-top: 8px; }
  label { display: grid; gap: 4px; font-size: .9rem; }
  input, select { font: inherit; padding: 10px; border-radius: 8px; border: 1px solid #33475b; background: #0f1720; color: inherit; }
  button { font: inherit; font-weight: 600; padding: 10px 14px; min-height: 44px; border: 0; border-radius: 8px; background: #f5b301; color: #111; cursor: pointer; }
  button.secondary { background: #2b3d50; color: #e8edf2; }
  summary { cursor: pointer; color: #9fb3c8; padding: 6px 0; }
  table { width: 100%; border-collapse: collapse; font-size: .9rem; } td, th { text-align: left; padding: 6px 4px; border-bottom: 1px solid #263646; }
</style>
</head>
<body>
<h1>PIX sandbox</h1>
<p class="note">Ambiente de testes: nenhum dinheiro real se move. Esta página faz o papel do app do banco de quem paga.</p>
${input.message ? `<p class="flash" role="status">${e(input.message)}</p>` : ''}
<h2>Cobranças pendentes</h2>
${
  input.pending.length === 0
    ? '<p class="muted">Nenhuma cobrança pendente. Gere um depósito PIX no site e volte aqui.</p>'
    : `<ul>${input.pending.map(chargeCard).join('')}</ul>`
}
<h2>Diretório de chaves</h2>
<p class="muted">Chaves CPF pertencem ao próprio CPF. Cadastre aqui um celular, e-mail ou chave aleatória para um CPF.</p>
<form method="post" action="/sandbox/pix/keys" class="stack">
  <label>Tipo <select name="keyType">${PIX_KEY_TYPES.filter((type) => type !== 'CPF')
    .map((type) => `<option value="${type}">${type}</option>`)
    .join('')}</select></label>
  <label>Chave <input name="key" required maxlength="80"></label>
  <label>CPF do titular <input name="holderCpf" inputmode="numeric" pattern="\\d{11}" required></label>
  <label>Nome do titular <input name="holderName" required maxlength="120"></label>
  <button type="submit" class="secondary">Cadastrar chave</button>
</form>
${
  input.keys.length === 0
    ? ''
    : `<table><thead><tr><th>Chave</th><th>Tipo</th><th>Titular</th></tr></thead><tbody>${input.keys
        .map(
          (key) =>
            `<tr><td>${e(key.pixKey)}</td><td>${e(key.keyType)}</td><td>${e(key.holderName)} (${e(maskCpf(key.holderCpf))})</td></tr>`,
        )
        .join('')}</tbody></table>`
}
</body>
</html>`;
