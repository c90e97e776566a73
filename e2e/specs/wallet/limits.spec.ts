import { expect, test } from '@playwright/test';
import { registerMember } from '../../accounts-support';
import { screenshotsAtWidths } from '../../support';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * The member centre's limits page (docs/responsible-gaming.md): a first and a lower limit apply at
 * once (a time of play in hours and minutes too), a raise waits its 24 hours (a browser test cannot wait them; the server's tests confirm
 * one with an injected clock), bad input is refused before anything is sent.
 */
test('a member sets and lowers a limit at once, asks for a raise and withdraws it', async ({
  page,
  request,
}, testInfo) => {
  // A registration, a dozen changes and six full-page pictures: over 30 s on a busy machine.
  test.setTimeout(120_000);
  await registerMember(page, request);
  await page.goto('/member');
  await page.getByTestId('member-menu').getByRole('link', { name: 'Limites de jogo' }).click();
  await expect(page.getByRole('heading', { name: 'Limites de jogo', level: 1 })).toBeVisible();
  await expect(page.getByTestId('limits-empty')).toBeVisible();
  const loss = page.getByTestId('limit-card-LOSS');
  await expect(loss.getByTestId('limit-amount')).toHaveText('Sem limite');
  await screenshotsAtWidths(page, testInfo, 'limits-empty');

  // A first limit: reviewed once, then in force.
  await loss.getByTestId('limit-edit').click();
  await loss.getByLabel('Novo limite por dia').fill('100');
  await loss.getByTestId('limit-review').click();
  await expect(loss.getByRole('alertdialog')).toContainText(
    /Definir o limite de perda por dia em R\$\s100,00\? Vale na hora\./u,
  );
  await loss.getByTestId('limit-confirm').click();
  await expect(loss.getByTestId('limit-notice')).toHaveText('Limite atualizado: já está valendo.');
  await expect(loss.getByTestId('limit-amount')).toHaveText(/R\$\s100,00/u);
  await expect(loss.getByTestId('limit-usage')).toContainText(/R\$\s0,00 de R\$\s100,00 usados/u);

  // Nothing typed: said under the field, nothing sent.
  await loss.getByTestId('limit-edit').click();
  await loss.getByLabel('Novo limite por dia').fill('');
  await loss.getByTestId('limit-review').click();
  await expect(loss.getByText('Informe um limite maior que zero.')).toBeVisible();

  // Lower: at once.
  await loss.getByLabel('Novo limite por dia').fill('50');
  await loss.getByTestId('limit-review').click();
  await loss.getByTestId('limit-confirm').click();
  await expect(loss.getByTestId('limit-amount')).toHaveText(/R\$\s50,00/u);

  // Higher: a request, with the time it may be confirmed; the limit in force stays.
  await loss.getByTestId('limit-edit').click();
  await loss.getByLabel('Novo limite por dia').fill('200');
  await loss.getByTestId('limit-review').click();
  await expect(loss.getByRole('alertdialog')).toContainText(/para R\$\s200,00\?.*24 horas/u);
  await loss.getByTestId('limit-confirm').click();
  const pending = loss.getByTestId('limit-pending');
  await expect(pending).toContainText(
    /Aumento para R\$\s200,00 pedido\. Você poderá confirmar a partir de \d{2}\/\d{2}\/\d{4}/u,
  );
  await expect(pending.getByTestId('limit-confirm-pending')).toHaveCount(0);
  await expect(loss.getByTestId('limit-amount')).toHaveText(/R\$\s50,00/u);

  // A count limit on another period.
  await page.getByRole('tab', { name: 'Mês' }).click();
  const count = page.getByTestId('limit-card-BET_COUNT');
  await count.getByTestId('limit-edit').click();
  await count.getByLabel('Número de apostas por mês').fill('30');
  await count.getByTestId('limit-review').click();
  await count.getByTestId('limit-confirm').click();
  await expect(count.getByTestId('limit-amount')).toHaveText('30 apostas');
  await page.getByRole('tab', { name: 'Dia' }).click();

  // A time of play: typed in hours and minutes, shown the same way.
  const time = page.getByTestId('limit-card-SESSION_TIME');
  await time.getByTestId('limit-edit').click();
  await time.getByLabel('Horas').fill('1');
  await time.getByLabel('Minutos').fill('30');
  await time.scrollIntoViewIfNeeded();
  await screenshotsAtWidths(page, testInfo, 'limits-time-form');
  await time.getByTestId('limit-review').click();
  await expect(time.getByRole('alertdialog')).toContainText('tempo de jogo por dia em 1 h 30 min?');
  await time.getByTestId('limit-confirm').click();
  await expect(time.getByTestId('limit-amount')).toHaveText('1 h 30 min');
  await expect(time.getByTestId('limit-usage')).toContainText(/de 1 h 30 min usados/u);
  await screenshotsAtWidths(page, testInfo, 'limits-pending');

  // What was stored survives a reload; the request can be withdrawn.
  await page.reload();
  await expect(loss.getByTestId('limit-amount')).toHaveText(/R\$\s50,00/u);
  await loss.getByTestId('limit-cancel-pending').click();
  await expect(loss.getByTestId('limit-notice')).toHaveText(
    'Pedido cancelado. O limite atual continua valendo.',
  );
  await expect(loss.getByTestId('limit-pending')).toHaveCount(0);
});
