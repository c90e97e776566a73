import type { Db } from '../../db/client.js';
import { sanitiseHtml } from '../messaging/index.js';
import { promotion } from './promotions.tables.js';

const DAY_MS = 86_400_000;

type Texts = (typeof promotion.$inferInsert)['texts'];

const texts = (
  pt: [string, string, string],
  en: [string, string, string],
  zh: [string, string, string],
): Texts => {
  const of = ([title, summary, terms]: [string, string, string]) => ({
    title,
    summary,
    terms: sanitiseHtml(terms),
  });
  return { 'pt-BR': of(pt), en: of(en), zh: of(zh) };
};

/**
 * Demo promotions (SEED_DEMO): all of the ADVANCE_BONUS kind, so a profile that keeps bonuses off
 * (BR) neither lists nor pays them. Added only when their code is missing, so an operator's edit
 * survives a restart.
 */
export const seedDemoPromotions = async (db: Db, now = new Date()): Promise<void> => {
  const from = new Date(now.getTime() - DAY_MS);
  const until = new Date(now.getTime() + 60 * DAY_MS);
  await db
    .insert(promotion)
    .values([
      {
        code: 'DEMO-WELCOME',
        kind: 'ADVANCE_BONUS',
        entry: 'MANUAL',
        period: 'ONCE',
        rewardAmount: 2_000,
        startsAt: from,
        endsAt: until,
        image: '',
        sort: 1,
        texts: texts(
          [
            'Bônus de boas-vindas R$ 20',
            'Envie o comprovante do seu primeiro depósito e ganhe R$ 20.',
            '<p>Uma vez por membro. Anexe até 3 imagens (png ou jpg, até 5 MB cada). Após a aprovação, o bônus é creditado no saldo.</p>',
          ],
          [
            'Welcome bonus R$ 20',
            'Send the receipt of your first deposit and get R$ 20.',
            '<p>Once per member. Attach up to 3 images (png or jpg, at most 5 MB each). Once approved, the bonus is credited to your balance.</p>',
          ],
          [
            '欢迎奖金 R$ 20',
            '提交首次存款凭证，即可获得 R$ 20。',
            '<p>每位会员限一次。最多上传 3 张图片（png 或 jpg，每张不超过 5MB）。审核通过后奖金将存入余额。</p>',
          ],
        ),
      },
      {
        code: 'DEMO-DAILY',
        kind: 'ADVANCE_BONUS',
        entry: 'CLAIM',
        period: 'DAY',
        rewardAmount: 100,
        startsAt: from,
        endsAt: until,
        image: '',
        sort: 2,
        texts: texts(
          [
            'Presente diário R$ 1',
            'Resgate R$ 1 todos os dias.',
            '<p>Uma vez por dia (horário de Brasília).</p>',
          ],
          ['Daily gift R$ 1', 'Claim R$ 1 every day.', '<p>Once a day (Brasília time).</p>'],
          ['每日礼金 R$ 1', '每天领取 R$ 1。', '<p>每天一次（巴西利亚时间）。</p>'],
        ),
      },
      {
        code: 'DEMO-WEEKEND',
        kind: 'ADVANCE_BONUS',
        entry: 'MANUAL',
        period: 'ONCE',
        rewardAmount: 5_000,
        startsAt: new Date(now.getTime() + 14 * DAY_MS),
        endsAt: new Date(now.getTime() + 21 * DAY_MS),
        image: '',
        sort: 3,
        texts: texts(
          [
            'Torneio de fim de semana',
            'Em breve: R$ 50 para os melhores jogadores.',
            '<p>Regras publicadas na abertura.</p>',
          ],
          [
            'Weekend tournament',
            'Coming soon: R$ 50 for the best players.',
            '<p>Rules published when it opens.</p>',
          ],
          ['周末锦标赛', '即将推出：最佳玩家可得 R$ 50。', '<p>规则将在开始时公布。</p>'],
        ),
      },
    ])
    .onConflictDoNothing({ target: promotion.code });
};
