import { describe, expect, it, vi } from 'vitest';
import { createTranslator, interpolate } from './translator';

type Language = 'PT' | 'EN' | 'CN';

const TAGS: Record<Language, string> = { PT: 'pt-BR', EN: 'en', CN: 'zh-CN' };

const ptTexts = {
  header: { login: 'Entrar', greeting: 'Olá, {{name}}!' },
  games: { count_one: '{{count}} jogo', count_other: '{{count}} jogos' },
  onlyPortuguese: 'Só em português',
  position: '{{index}} de {{count}}',
};
type Texts = typeof ptTexts;

const enTexts: Texts = {
  header: { login: 'Log in', greeting: 'Hello, {{name}}!' },
  games: { count_one: '{{count}} game', count_other: '{{count}} games' },
  onlyPortuguese: 'Only in Portuguese',
  position: '{{index}} of {{count}}',
};

const zhTexts: Texts = {
  header: { login: '登录', greeting: '你好，{{name}}！' },
  games: { count_one: '一款游戏', count_other: '{{count}} 款游戏' },
  onlyPortuguese: '仅葡萄牙语',
  position: '第 {{index}} / {{count}}',
};

const translator = () => {
  const i18n = createTranslator<Language, Texts>({ fallback: 'PT', locale: (language) => TAGS[language] });
  i18n.addResources('PT', ptTexts);
  return i18n;
};

describe('interpolate', () => {
  it('fills every placeholder, with or without spaces inside the braces', () => {
    expect(interpolate('{{a}} + {{ b }} = {{a}}{{b}}', { a: 1, b: 'x' })).toBe('1 + x = 1x');
  });

  it('does not escape HTML (React does) and leaves a placeholder without a value as written', () => {
    expect(interpolate('<b>{{name}}</b> {{other}}', { name: '<i>&' })).toBe('<b><i>&</b> {{other}}');
  });

  it('reads only the values given, never inherited properties', () => {
    expect(interpolate('{{constructor}} {{toString}}', {})).toBe('{{constructor}} {{toString}}');
  });

  it('shows null as nothing', () => {
    expect(interpolate('[{{name}}]', { name: null })).toBe('[]');
  });
});

describe('createTranslator', () => {
  it('reads nested keys with dots and fills in values', () => {
    const i18n = translator();
    expect(i18n.t('header.login')).toBe('Entrar');
    expect(i18n.t('header.greeting', { name: 'Ana' })).toBe('Olá, Ana!');
  });

  it('picks the Portuguese plural form by count (pt-BR treats 0 and 1 as singular)', () => {
    const i18n = translator();
    expect(i18n.t('games.count', { count: 0 })).toBe('0 jogo');
    expect(i18n.t('games.count', { count: 1 })).toBe('1 jogo');
    expect(i18n.t('games.count', { count: 2 })).toBe('2 jogos');
    expect(i18n.t('games.count', { count: 1_000_000 })).toBe('1000000 jogos');
  });

  it('picks the English plural form by count (0 is plural)', () => {
    const i18n = translator();
    i18n.addResources('EN', enTexts);
    i18n.changeLanguage('EN');
    expect(i18n.t('games.count', { count: 0 })).toBe('0 games');
    expect(i18n.t('games.count', { count: 1 })).toBe('1 game');
    expect(i18n.t('games.count', { count: 21 })).toBe('21 games');
  });

  it('uses the one Chinese form (other) for every count', () => {
    const i18n = translator();
    i18n.addResources('CN', zhTexts);
    i18n.changeLanguage('CN');
    expect(i18n.t('games.count', { count: 1 })).toBe('1 款游戏');
    expect(i18n.t('games.count', { count: 5 })).toBe('5 款游戏');
  });

  it('offers count to the text even when the key has no plural forms', () => {
    expect(translator().t('position', { index: 2, count: 5 })).toBe('2 de 5');
  });

  it('falls back to the Portuguese text for a key the language lacks, then to the key', () => {
    const i18n = translator();
    const { onlyPortuguese: _missing, ...partial } = enTexts;
    i18n.addResources('EN', partial as Texts);
    i18n.changeLanguage('EN');
    expect(i18n.t('header.login')).toBe('Log in');
    expect(i18n.t('onlyPortuguese')).toBe('Só em português');
    expect(i18n.t('missing.key' as 'header.login')).toBe('missing.key');
    expect(i18n.t('header' as 'header.login')).toBe('header');
  });

  it('shows Portuguese while the chosen language has no texts yet', () => {
    const i18n = translator();
    i18n.changeLanguage('EN');
    expect(i18n.language).toBe('EN');
    expect(i18n.t('header.login')).toBe('Entrar');
    expect(i18n.t('games.count', { count: 3 })).toBe('3 jogos');
  });

  it('tells listeners about language and resource changes, with a new t each time', () => {
    const i18n = translator();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const before = i18n.snapshot();

    i18n.addResources('EN', enTexts);
    expect(listener).toHaveBeenCalledTimes(1);
    i18n.changeLanguage('EN');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.snapshot()).not.toBe(before);
    expect(i18n.snapshot()('header.login')).toBe('Log in');

    i18n.changeLanguage('EN');
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    i18n.changeLanguage('PT');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.t('header.login')).toBe('Entrar');
  });

  it('registers and forgets a language bundle', () => {
    const i18n = translator();
    expect(i18n.hasResources('CN')).toBe(false);
    i18n.addResources('CN', zhTexts);
    expect(i18n.hasResources('CN')).toBe(true);
    i18n.changeLanguage('CN');
    expect(i18n.t('header.login')).toBe('登录');
    i18n.removeResources('CN');
    expect(i18n.t('header.login')).toBe('Entrar');
  });
});
