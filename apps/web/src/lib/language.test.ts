import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@platform/contracts';
import { changeLanguage, currentLanguage, i18n } from '../i18n';
import { readStoredLanguage, storeLanguage } from './language';

const memoryStorage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
};

describe('readStoredLanguage', () => {
  it('defaults to Portuguese for a first visit', () => {
    expect(readStoredLanguage(memoryStorage())).toBe('PT');
    expect(readStoredLanguage(undefined)).toBe('PT');
  });

  it('uses a stored supported language', () => {
    expect(readStoredLanguage(memoryStorage({ lang: 'EN' }))).toBe('EN');
    expect(readStoredLanguage(memoryStorage({ lang: 'CN' }))).toBe('CN');
  });

  it('ignores a stored language that is not (yet) translated or is garbage', () => {
    expect(readStoredLanguage(memoryStorage({ lang: 'TH' }))).toBe('PT');
    expect(readStoredLanguage(memoryStorage({ lang: '"><script>' }))).toBe('PT');
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(readStoredLanguage(broken)).toBe('PT');
    expect(() => storeLanguage(broken, 'EN')).not.toThrow();
  });
});

describe('storeLanguage', () => {
  it('writes the code under both hisLang and lang', () => {
    const storage = memoryStorage();
    storeLanguage(storage, 'EN');
    expect(Object.fromEntries(storage.map)).toEqual({ hisLang: 'EN', lang: 'EN' });
  });
});

describe('changeLanguage', () => {
  beforeEach(async () => {
    await changeLanguage('PT');
  });

  it('switches the interface, persists the choice and sets <html lang>', async () => {
    await changeLanguage('EN');
    expect(currentLanguage()).toBe('EN');
    expect(i18n.t('header.login')).toBe('Log in');
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('en');

    await changeLanguage('CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('header.login')).toBe('登录');

    await changeLanguage('PT');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(i18n.t('header.login')).toBe('Entrar');
  });

  it('fetches the texts of a language on first use, then switches', async () => {
    i18n.removeResources('EN');
    await changeLanguage('EN');
    expect(i18n.hasResources('EN')).toBe(true);
    expect(i18n.t('header.login')).toBe('Log in');
  });

  it('applies the latest choice when an earlier one is still loading', async () => {
    i18n.removeResources('EN');
    const earlier = changeLanguage('EN');
    await changeLanguage('CN');
    await earlier;
    expect(currentLanguage()).toBe('CN');
    expect(localStorage.getItem('lang')).toBe('CN');
  });

  it('maps catalogue error codes to translated text', async () => {
    expect(i18n.t('errors.unauthorized')).toBe('Você não está conectado. Faça login.');
    await changeLanguage('EN');
    expect(i18n.t('errors.unauthorized')).toBe('You are not logged in, please login');
  });

  it('offers exactly the three translated languages as selectable', () => {
    expect(LANGUAGES.filter((language) => language.selectable).map((language) => language.code)).toEqual([
      'PT',
      'EN',
      'CN',
    ]);
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(35);
  });
});
