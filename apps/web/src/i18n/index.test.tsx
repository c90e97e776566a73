import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { changeLanguage, i18n, t, useTranslation } from '.';
import { Trans } from './trans';

afterEach(async () => {
  await changeLanguage('PT');
});

const Login = () => {
  const { t: translate } = useTranslation();
  // A memo keyed on t must recompute after a switch, as it did with a language-bound t.
  const label = useMemo(() => translate('header.login'), [translate]);
  return <button type="button">{label}</button>;
};

describe('useTranslation', () => {
  it('re-renders components in the new language', async () => {
    render(<Login />);
    expect(screen.getByRole('button').textContent).toBe('Entrar');
    await act(() => changeLanguage('EN'));
    expect(screen.getByRole('button').textContent).toBe('Log in');
    await act(() => changeLanguage('CN'));
    expect(screen.getByRole('button').textContent).toBe('登录');
  });

  it('fetches a language that is not loaded yet, then re-renders', async () => {
    i18n.removeResources('EN');
    render(<Login />);
    await act(() => changeLanguage('EN'));
    expect(i18n.hasResources('EN')).toBe(true);
    expect(screen.getByRole('button').textContent).toBe('Log in');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('t outside React', () => {
  it('follows the current language and fills plurals per language', async () => {
    expect(t('payments.tutorial.step3', { count: 1 })).toContain('1 minuto.');
    expect(t('payments.tutorial.step3', { count: 15 })).toContain('15 minutos.');
    await changeLanguage('EN');
    expect(t('payments.tutorial.step3', { count: 1 })).toContain('1 minute.');
    expect(t('payments.tutorial.step3', { count: 15 })).toContain('15 minutes.');
  });
});

describe('Trans', () => {
  it('renders the tagged words inside the given element, with the values filled in', async () => {
    const { container } = render(
      <p>
        <Trans
          i18nKey="accounts.register.terms"
          values={{ age: 18 }}
          components={{ terms: <a href="/help#term"> </a> }}
        />
      </p>,
    );
    expect(container.textContent).toBe('Tenho 18 anos ou mais e aceito os Termos e condições.');
    expect(screen.getByRole('link').textContent).toBe('Termos e condições');
    await act(() => changeLanguage('EN'));
    expect(screen.getByRole('link').textContent).toBe('Terms and conditions');
  });

  it('never turns a value into markup', () => {
    const { container } = render(
      <p>
        <Trans
          i18nKey="accounts.register.terms"
          values={{ age: '<terms>x</terms>' }}
          components={{ terms: <a href="/help#term"> </a> }}
        />
      </p>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.textContent).toContain('Tenho <terms>x</terms> anos');
  });
});
