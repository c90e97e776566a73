import { expect, test } from '@playwright/test';
import { registerMember } from '../../accounts-support';
import { operatorApi, operatorToken } from '../../payments-support';
import { DESKTOP_VIEWPORT, screenshotsAtWidths } from '../../support';

/** A 1×1 png: a phone's screenshot of the problem, only smaller. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const REPLY = 'Olá! Verificamos o seu saque: ele foi pago hoje às 10h.';

test.use({ viewport: DESKTOP_VIEWPORT });

test('a visitor choosing feedback is asked to log in', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Sugestões' }).click();
  await expect(page.getByTestId('login-modal')).toBeVisible({ timeout: 60_000 });
});

test('a member sends a complaint with an image, the operator replies, the member sees it and the message', async ({
  page,
  request,
}, testInfo) => {
  const { username } = await registerMember(page, request);
  await page.getByTestId('side-menu').getByRole('link', { name: 'Sugestões' }).click();
  await expect(page.getByRole('heading', { name: 'Sugestões e reclamações', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhuma mensagem ainda')).toBeVisible();

  await page.getByRole('tab', { name: 'Reclamação' }).click();
  const content = page.getByTestId('feedback-content');
  await content.fill('lento');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText('Escreva entre 5 e 500 palavras.')).toBeVisible();
  await content.fill('Meu saque de ontem ainda não chegou na conta');
  await expect(page.getByTestId('feedback-word-count')).toHaveText('9 palavras (entre 5 e 500)');
  await page
    .getByTestId('feedback-image-input')
    .setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'comprovante.png' })).toBeVisible();
  await screenshotsAtWidths(page, testInfo, 'feedback-form');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-sent')).toContainText(/FB[2-9A-Z]{8}/u);
  const item = page.getByTestId('feedback-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('feedback-status')).toHaveText('Enviada');
  await expect(item).toContainText('1 imagem');

  const operator = operatorApi(request, await operatorToken(request));
  const listed = (await operator.get('/ops/feedback?status=SUBMITTED&pageSize=100')) as {
    list: Array<{ id: string; account: string; imageCount: number }>;
  };
  const mine = listed.list.find((row) => row.account === username);
  expect(mine?.imageCount).toBe(1);
  const detail = (await operator.get(`/ops/feedback/detail?id=${mine!.id}`)) as {
    images: Array<{ dataUrl: string }>;
  };
  expect(detail.images[0]?.dataUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
  await operator.post('/ops/feedback/review', { id: mine!.id });
  await operator.post('/ops/feedback/reply', { id: mine!.id, reply: REPLY });

  await page.reload();
  await expect(item.getByTestId('feedback-status')).toHaveText('Respondida');
  await expect(item.getByTestId('feedback-reply')).toContainText(REPLY);
  await screenshotsAtWidths(page, testInfo, 'feedback-replied');

  await page.goto('/member?tab=messageV2');
  const message = page.getByTestId('inbox-item').filter({ hasText: 'Resposta ao seu feedback' });
  await expect(message).toHaveCount(1);
  await message.getByRole('button', { expanded: false }).click();
  await expect(message).toContainText(REPLY);
});

test('the support chat: a member writes in the service window, the operator replies, the window shows it', async ({
  page,
  request,
}, testInfo) => {
  const { username } = await registerMember(page, request);
  // The side menu's customer service opens the configured entries; the built-in chat is /service.
  await page.goto('/service');
  await expect(page.getByRole('heading', { name: 'Atendimento', level: 1 })).toBeVisible();
  await page.getByTestId('support-input').fill('Olá, preciso de ajuda com meu cadastro');
  await page.getByTestId('support-send').click();
  await expect(page.getByTestId('support-message')).toHaveCount(1);

  const operator = operatorApi(request, await operatorToken(request));
  const conversations = (await operator.get('/ops/support/conversations')) as {
    list: Array<{ memberId: string; account: string; unread: number }>;
  };
  const conversation = conversations.list.find((row) => row.account === username);
  expect(conversation?.unread).toBe(1);
  await operator.post('/ops/support/reply', {
    memberId: conversation!.memberId,
    body: 'Olá! Claro, em que posso ajudar?',
  });

  // No reload: the open window asks for new messages every few seconds.
  await expect(page.getByTestId('support-message').last()).toContainText('Olá! Claro, em que posso ajudar?', {
    timeout: 15_000,
  });
  await page.setViewportSize({ width: 440, height: 750 });
  await page.screenshot({ path: testInfo.outputPath('service-window-440.png') });
  await screenshotsAtWidths(page, testInfo, 'service-window');
});
