import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  ERROR_MESSAGES,
  FIELD_MESSAGES,
  LANGUAGES,
  SUPPORTED_LANGUAGES,
  deriveSystemStatus,
  toSupportedLanguage,
} from './index.js';

describe('system status rule', () => {
  it('shows maintenance over a region block, and the site otherwise', () => {
    expect(deriveSystemStatus({ maintenance: false, regionRestricted: false })).toBe(0);
    expect(deriveSystemStatus({ maintenance: true, regionRestricted: false })).toBe(1);
    expect(deriveSystemStatus({ maintenance: false, regionRestricted: true })).toBe(2);
    expect(deriveSystemStatus({ maintenance: true, regionRestricted: true })).toBe(1);
  });
});

describe('languages', () => {
  it('lists about forty languages by native name, with PT, EN and CN selectable', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(35);
    expect(LANGUAGES.length).toBeLessThanOrEqual(45);
    expect(new Set(LANGUAGES.map((language) => language.code)).size).toBe(LANGUAGES.length);
    expect(LANGUAGES.filter((language) => language.selectable).map((language) => language.code)).toEqual([
      'PT',
      'EN',
      'CN',
    ]);
  });

  it('reads header values leniently and falls back to Portuguese', () => {
    expect(toSupportedLanguage('en')).toBe('EN');
    expect(toSupportedLanguage('pt-BR')).toBe('PT');
    expect(toSupportedLanguage('zh-CN')).toBe('CN');
    expect(toSupportedLanguage('FR')).toBe('PT');
    expect(toSupportedLanguage(undefined)).toBe('PT');
  });
});

describe('error catalogue', () => {
  it('has a non-empty message for every code in every supported language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const code of Object.keys(ERROR_CATALOGUE) as Array<keyof typeof ERROR_CATALOGUE>) {
        expect(ERROR_MESSAGES[language][code], `${language} ${code}`).toMatch(/\S/);
      }
      expect(Object.keys(FIELD_MESSAGES[language]).sort()).toEqual(Object.keys(FIELD_MESSAGES.EN).sort());
    }
  });

  it('gives every code an HTTP error status', () => {
    for (const { status } of Object.values(ERROR_CATALOGUE)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });
});
