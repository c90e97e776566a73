import { describe, expect, it } from 'vitest';
import { PATTERN_KINDS, type PatternKind } from './system.js';
import { SUPPORTED_LANGUAGES } from './languages.js';
import {
  PATTERN_MESSAGES,
  checkPattern,
  cpfDigits,
  isValidCpf,
  matchesPattern,
  patternMessage,
} from './validation-patterns.js';

// For every kind: values it must accept and values it must refuse (spec section 5).
const CASES: Record<PatternKind, { accept: string[]; refuse: string[] }> = {
  ANY: { accept: ['qualquer coisa 123 !', ''], refuse: [] },
  LETTER_FIRST_ALNUM: { accept: ['joao2026', 'Maria'], refuse: ['2026joao', 'joão', 'joao_1'] },
  KANJI_DIGITS: { accept: ['山田123', '漢字'], refuse: ['yamada', 'やまだ'] },
  EMAIL: {
    accept: ['ana@exemplo.com.br', 'a.b+c@x.io'],
    refuse: ['ana@exemplo', 'ana exemplo@x.com', '@x.com'],
  },
  LETTERS_OR_DIGITS: { accept: ['abc', '123', 'abc123'], refuse: ['abc 123', 'abç'] },
  LETTERS_AND_DIGITS: { accept: ['abc123', '1a'], refuse: ['abcdef', '123456', 'abc-123'] },
  DIGITS: { accept: ['11987654321'], refuse: ['119876-4321', '12a'] },
  ALNUM_ONE_UPPER: { accept: ['Senha123', 'ABC'], refuse: ['senha123', 'Senha-123'] },
  ENGLISH_LETTERS_SPACES: { accept: ['John Smith'], refuse: ['José Silva', 'John  Smith', 'John1'] },
  NO_SPACES: { accept: ['a-b_c!'], refuse: ['a b', 'ab\t'] },
  CHINESE_PUNCTUATION: { accept: ['你好，世界。'], refuse: ['hello', '你好 world'] },
  DATE_YMD: { accept: ['2008-02-29', '1990-12-31'], refuse: ['2007-02-29', '1990-13-01', '31-12-1990'] },
  DATE_MDY: { accept: ['02-29-2008', '12-31-1990'], refuse: ['02-30-2008', '1990-12-31'] },
  LETTERS_SPACES: { accept: ['José da Silva', 'Zoë'], refuse: ['José  Silva', 'Jose1', ' José'] },
  THAI: { accept: ['สวัสดี'], refuse: ['sawasdee', 'สวัสดี ครับ'] },
  KOREAN: { accept: ['안녕하세요'], refuse: ['annyeong', '안녕 하세요'] },
  THAI_ENGLISH_SPACES: { accept: ['สวัสดี Somchai'], refuse: ['Somchai 1', '안녕'] },
  UPPER_SPACES_ONE_LETTER: { accept: ['JOAO SILVA', 'A'], refuse: ['   ', 'Joao Silva', 'JOAO1'] },
  LETTERS_DIGITS_SYMBOLS: { accept: ['Abc123!@#'], refuse: ['abc 123', 'ação'] },
  STRONG_PASSWORD: {
    accept: ['Senha@2026'],
    refuse: ['senha@2026', 'SENHA@2026', 'Senha2026', 'Senha@ 2026'],
  },
  FULL_NAME: {
    accept: ['Maria Silva', 'João da Silva', "Ana D'Ávila", 'Ana-Maria Souza'],
    refuse: ['Maria', 'Maria  Silva', ' Maria Silva', 'Maria Silva2'],
  },
  JAPANESE_FULL_WIDTH: { accept: ['やまだタロウ', '山田太郎'], refuse: ['yamada', 'ﾔﾏﾀﾞ'] },
  UPPER_NO_SPACES: { accept: ['ABC'], refuse: ['AB C', 'Abc', 'ABC1'] },
  CPF: {
    accept: ['529.982.247-25', '52998224725', '111.444.777-35'],
    refuse: ['529.982.247-24', '111.111.111-11', '1234'],
  },
};

describe('validation patterns', () => {
  it('has cases for every pattern kind', () => {
    expect(Object.keys(CASES).sort()).toEqual([...PATTERN_KINDS].sort());
  });

  for (const kind of PATTERN_KINDS) {
    it(`${kind} accepts and refuses what spec section 5 describes`, () => {
      for (const value of CASES[kind].accept)
        expect(matchesPattern(kind, value), `${kind} accepts "${value}"`).toBe(true);
      for (const value of CASES[kind].refuse)
        expect(matchesPattern(kind, value), `${kind} refuses "${value}"`).toBe(false);
    });
  }

  it('checks length bounds in characters before the pattern', () => {
    const rule = { pattern: 'LETTER_FIRST_ALNUM' as const, min: 6, max: 8 };
    expect(checkPattern(rule, 'joao')).toEqual({ ok: false, reason: 'length' });
    expect(checkPattern(rule, 'joao20261')).toEqual({ ok: false, reason: 'length' });
    expect(checkPattern(rule, '2joao2')).toEqual({ ok: false, reason: 'pattern' });
    expect(checkPattern(rule, 'joao26')).toEqual({ ok: true });
    // Four kanji are four characters, not the eight UTF-16 units a naive length would see for 𠮷.
    expect(checkPattern({ pattern: 'KANJI_DIGITS', min: 4, max: 4 }, '𠮷田太郎')).toEqual({ ok: true });
  });
});

describe('CPF', () => {
  it('reads the punctuated and the bare form', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(cpfDigits(' 52998224725 ')).toBe('52998224725');
    expect(cpfDigits('529-982-247.25')).toBeNull();
  });

  it('checks both check digits and refuses repeated digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-35')).toBe(false);
    expect(isValidCpf('529.982.247-26')).toBe(false);
    for (let digit = 0; digit <= 9; digit += 1) expect(isValidCpf(String(digit).repeat(11))).toBe(false);
  });
});

describe('pattern messages', () => {
  it('has a message for every kind in every language, filling min and max', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const kind of PATTERN_KINDS) {
        expect(PATTERN_MESSAGES[language][kind], `${language} ${kind}`).toMatch(/\S/);
        expect(patternMessage({ pattern: kind, min: 6, max: 16 }, language)).not.toContain('{{');
      }
    }
    expect(patternMessage({ pattern: 'DIGITS', min: 10, max: 11 }, 'PT')).toBe('Informe de 10 a 11 números');
  });
});
