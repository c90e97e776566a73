import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, agentLogin, uniqueUsername } from '../../accounts-support';
import { DESKTOP_VIEWPORT, screenshotsAtWidths } from '../../support';

// Runs on the server of the "periods" project (playwright.config.ts), beside the other browser
// tests: most of it is waiting for the team roll-up job.

test('an agent reads its team overview and its profit and loss statement, and downloads the statement as CSV', async ({
  page,
}, testInfo) => {
  // Up to two roll-up periods of waiting (one a minute) besides the pages themselves.
  test.setTimeout(420_000);
  const player = uniqueUsername();
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await agentLogin(page, DEMO.agent.username, DEMO.agent.password);

  // A new member today, so the period has something to count.
  await page.getByTestId('agent-register-center-link').click();
  const form = page.getByTestId('create-downline');
  await form.getByTestId('create-downline-username').fill(player);
  await form.getByTestId('create-downline-password').fill('Sorte2026x');
  await form.getByTestId('create-downline-confirm').fill('Sorte2026x');
  await form.getByTestId('create-downline-age').check();
  await form.getByTestId('create-downline-submit').click();
  await expect(form.getByTestId('create-downline-created')).toContainText(player);

  await page.goto('/agentHome');
  await page.getByTestId('agent-overview-link').click();
  await expect(page).toHaveURL(/\/agentHome\/agentTeamOverview$/u);
  await expect(page.getByRole('heading', { level: 1, name: 'Visão geral da equipe' })).toBeVisible();
  // Team days are rolled up by the agents.team-rollup job once a minute: today's registration
  // shows once it has run.
  const newMembers = page.getByTestId('overview-newMembers');
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('button', { name: 'Hoje' }).click();
        await expect(newMembers).toHaveText(/^\d+$/u);
        return Number(await newMembers.textContent());
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('overview-teamSize')).not.toHaveText('0');
  await page.getByRole('button', { name: 'Últimos 30 dias' }).click();
  const chart = page.getByRole('img', { name: /Aposta válida por dia/u });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(30);
  await page.getByRole('tab', { name: 'Novos membros' }).click();
  await expect(page.getByRole('img', { name: /Novos membros por dia/u })).toBeVisible();
  await screenshotsAtWidths(page, testInfo, 'agent-team-overview');

  await page.goto('/agentHome');
  await page.getByTestId('agent-profit-loss-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lucros e perdas' })).toBeVisible();
  const rows = page.getByTestId('report-row');
  await expect(rows.first()).toContainText(DEMO.agent.username);
  await expect(rows.first()).toContainText('Você');
  const playerRow = page.getByTestId('report-row').filter({ hasText: player });
  await expect(playerRow).toHaveCount(1);
  // The new member's own line counts its registration once the roll-up has run since.
  await expect
    .poll(
      async () => {
        await page.reload();
        return playerRow.locator('td[data-label="Novos membros"]').textContent();
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBe('1');
  await expect(page.getByTestId('report-total')).toContainText('Total');
  await screenshotsAtWidths(page, testInfo, 'agent-profit-loss');

  const download = page.waitForEvent('download');
  await page.getByTestId('report-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^palStatementsAgentCopy_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/u,
  );
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toMatch(/^Conta,Membros,Novos membros,/u);
  expect(lines.some((line) => line.startsWith(`${player},`))).toBe(true);
  expect(lines.at(-2)).toMatch(/^Total,/u);
});
