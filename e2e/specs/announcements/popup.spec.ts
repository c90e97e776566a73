import { expect, test, type Page } from '@playwright/test';
import { DEMO, apiLogin, dismissWelcome, loginWithPassword, registerMember } from '../../accounts-support';
import { operatorApi, operatorToken } from '../../payments-support';

/**
 * The announcements popup (spec 2 and 9), step by step: a visitor sees the B popups once per
 * session; a closed popup stays closed on reload; a member sees A, a first login F; more than 9
 * notices page, a new page opens its first notice, and a click on the open one collapses it.
 * The popups are published through the operator routes and deleted afterwards (the demo ones are
 * retired by e2e/global-setup.ts).
 */
const RUN = Date.now().toString(36);
const VISITOR_COUNT = 11;
const visitorTitle = (n: number) => `Aviso ${String(n).padStart(2, '0')} para visitantes ${RUN}`;
const MEMBER_TITLE = `Aviso para membros ${RUN}`;
const FIRST_TITLE = `Boas-vindas ao primeiro acesso ${RUN}`;
const NOTICE_COUNT = 4;
const noticeTitle = (n: number) => `Aviso da página ${n} ${RUN}`;
const keys: string[] = [];

// Serial (each step builds on the popups above); long, as a busy machine loads a cold site slowly.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async ({ request }) => {
  // The demo member has logged in before, so the login below is not a first one (F).
  await apiLogin(request, DEMO.member.username, DEMO.member.password);
  const ops = operatorApi(request, await operatorToken(request));
  const save = async (body: Record<string, unknown>) => {
    keys.push(body.key as string);
    await ops.post('/ops/announcements', body);
  };
  for (let n = 1; n <= VISITOR_COUNT; n += 1) {
    await save({
      key: `e2e-${RUN}-b-${n}`,
      type: 'PU',
      execution: 'B',
      sortOrder: n,
      title: { PT: visitorTitle(n) },
      content: {
        PT: `<p>Texto do aviso ${n} <strong>para visitantes</strong>.</p><script>alert(1)</script>`,
      },
    });
  }
  await save({
    key: `e2e-${RUN}-a`,
    type: 'PU',
    execution: 'A',
    title: { PT: MEMBER_TITLE },
    content: { PT: '<p>Só para quem entrou.</p>' },
  });
  await save({
    key: `e2e-${RUN}-f`,
    type: 'PU',
    execution: 'F',
    title: { PT: FIRST_TITLE },
    content: { PT: '<p>Bem-vindo ao seu primeiro acesso.</p>' },
  });
  // Player notices: with the demo's eight, /announce has more than one page of 9.
  for (let n = 1; n <= NOTICE_COUNT; n += 1) {
    await save({
      key: `e2e-${RUN}-pl-${n}`,
      type: 'PL',
      title: { PT: noticeTitle(n) },
      content: { PT: `<p>Conteúdo do aviso ${n}.</p>` },
    });
  }
  await save({
    key: `e2e-${RUN}-banner`,
    type: 'B',
    groupName: 'w_popup1',
    title: { PT: `Banner do popup ${RUN}` },
    linkage: '/help',
    linkageType: 'INTERNAL',
  });
});

test.afterAll(async ({ request }) => {
  const ops = operatorApi(request, await operatorToken(request));
  for (const key of keys) await ops.post('/ops/announcements/delete', { key });
});

const popupOf = (page: Page) => page.getByTestId('announcement-popup');
const titleButton = (page: Page, title: string) => popupOf(page).getByRole('button', { name: title });

test('a visitor sees the B popups once per session, pages them and collapses the open one', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const popup = popupOf(page);
  // The first page of a cold site on a busy machine (a chunk loaded on first use) takes a while.
  await expect(popup).toBeVisible({ timeout: 60_000 });
  await expect(popup.getByRole('heading', { name: 'Comunicados' })).toBeVisible();
  // Only the visitors' popups: not the members' nor the first login's.
  await expect(popup.getByText(MEMBER_TITLE)).toHaveCount(0);
  await expect(popup.getByText(FIRST_TITLE)).toHaveCount(0);
  // The w_popup1 banner, linked where the operator pointed it.
  await expect(popup.getByTestId('popup-banner')).toHaveAttribute('href', '/help');

  // 9 titles a page, the first one open, its sanitised text beside the list.
  const list = popup.getByRole('list', { name: 'Títulos dos avisos' });
  await expect(list.getByRole('listitem')).toHaveCount(9);
  await expect(titleButton(page, visitorTitle(1))).toHaveAttribute('aria-expanded', 'true');
  const detail = popup.getByTestId('notice-detail');
  await expect(detail).toContainText('Texto do aviso 1 para visitantes.');
  await expect(detail.locator('script')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('popup-1440.png') });

  // A click selects a title; a click on the selected one collapses it.
  await titleButton(page, visitorTitle(3)).click();
  await expect(titleButton(page, visitorTitle(3))).toHaveAttribute('aria-expanded', 'true');
  await expect(titleButton(page, visitorTitle(1))).toHaveAttribute('aria-expanded', 'false');
  await expect(detail).toContainText('Texto do aviso 3');
  await titleButton(page, visitorTitle(3)).click();
  await expect(titleButton(page, visitorTitle(3))).toHaveAttribute('aria-expanded', 'false');
  await expect(popup.getByTestId('notice-detail')).toHaveCount(0);
  await expect(popup.getByTestId('notice-detail-empty')).toBeVisible();

  // Another page opens its first notice.
  await popup.getByRole('button', { name: 'Página 2' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(VISITOR_COUNT - 9);
  await expect(titleButton(page, visitorTitle(10))).toHaveAttribute('aria-expanded', 'true');
  await expect(popup.getByTestId('notice-detail')).toContainText('Texto do aviso 10');
  await popup.getByRole('button', { name: 'Página 1' }).click();
  await expect(titleButton(page, visitorTitle(1))).toHaveAttribute('aria-expanded', 'true');

  // Keyboard: arrows move between titles, Enter opens one, Escape closes the popup.
  await titleButton(page, visitorTitle(1)).focus();
  await page.keyboard.press('ArrowDown');
  await expect(titleButton(page, visitorTitle(2))).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(titleButton(page, visitorTitle(2))).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('End');
  await expect(titleButton(page, visitorTitle(9))).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  // Closed for this session: a reload in the same tab does not bring it back.
  await page.reload();
  await expect(page.getByTestId('notice-ticker')).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test('a member sees the A popup after login, in the tab where the visitors’ one was closed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const popup = popupOf(page);
  await expect(popup).toBeVisible({ timeout: 60_000 });
  await popup.getByRole('button', { name: 'Fechar' }).click();
  await expect(popup).toHaveCount(0);

  await page.goto('/login');
  await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
  await dismissWelcome(page);
  await expect(popup).toBeVisible({ timeout: 60_000 });
  await expect(titleButton(page, MEMBER_TITLE)).toHaveAttribute('aria-expanded', 'true');
  await expect(popup.getByText(visitorTitle(1))).toHaveCount(0);
  await expect(popup.getByText(FIRST_TITLE)).toHaveCount(0);
  // On a phone the open notice reads under its title.
  await expect(popup.getByTestId('notice-detail')).toContainText('Só para quem entrou.');
  await page.screenshot({ path: test.info().outputPath('popup-375.png') });
  await popup.getByRole('button', { name: 'Fechar' }).click();
  await page.reload();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test('a first login (a new registration) sees the F popup, not the A one', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A visitor's popup first: closed, so it does not cover the registration.
  await page.goto('/');
  await expect(popupOf(page)).toBeVisible({ timeout: 60_000 });
  await popupOf(page).getByRole('button', { name: 'Fechar' }).click();
  await registerMember(page, request);
  const popup = popupOf(page);
  await expect(popup).toBeVisible({ timeout: 60_000 });
  await expect(titleButton(page, FIRST_TITLE)).toHaveAttribute('aria-expanded', 'true');
  await expect(popup.getByText(MEMBER_TITLE)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
});

test('/announce lists the notices 9 a page with the popup’s rules, at a phone’s and a desktop’s width', async ({
  page,
}, testInfo) => {
  // The visitors' popup of this tab, closed first.
  await page.goto('/announce');
  await expect(popupOf(page)).toBeVisible({ timeout: 60_000 });
  await popupOf(page).getByRole('button', { name: 'Fechar' }).click();
  for (const { width, height } of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto('/announce');
    await expect(page.getByRole('heading', { level: 1, name: 'Avisos' })).toBeVisible();
    const notices = page.getByTestId('announce-notices');
    const titles = notices.getByRole('list', { name: 'Títulos dos avisos' });
    await expect(titles.getByRole('listitem')).toHaveCount(9);
    // Newest first: the last notice published opens first.
    const first = notices.getByRole('button', { expanded: true });
    await expect(first).toHaveCount(1);
    await expect(page.getByTestId('notice-detail').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`announce-${width}.png`), fullPage: true });
    await first.click();
    await expect(notices.getByRole('button', { expanded: true })).toHaveCount(0);
    await notices.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect(titles.getByRole('listitem').first().getByRole('button')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page).not.toHaveURL(/placeholder/u);
  }
});
