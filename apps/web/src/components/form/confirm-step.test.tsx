import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { changeLanguage } from '../../i18n';
import { pt } from '../../i18n/pt';
import { ConfirmStep } from './confirm-step';

beforeEach(() => changeLanguage('PT'));

const renderStep = (pending: boolean) => {
  const onConfirm = vi.fn();
  const onBack = vi.fn();
  render(
    <ConfirmStep
      title="Enviar R$ 10,00?"
      confirmLabel="Sim, enviar"
      pending={pending}
      onConfirm={onConfirm}
      onBack={onBack}
      testId="some-confirm"
    />,
  );
  return { onConfirm, onBack };
};

describe('confirm step', () => {
  it('names the dialog by its title and sends or goes back', () => {
    const { onConfirm, onBack } = renderStep(false);
    expect(screen.getByRole('alertdialog', { name: 'Enviar R$ 10,00?' })).toBeTruthy();
    const confirm = screen.getByTestId('some-confirm');
    expect(confirm.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(confirm);
    fireEvent.click(screen.getByRole('button', { name: pt.transfer.back }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows a busy, disabled confirm button and a disabled back button while the call runs', () => {
    const { onConfirm, onBack } = renderStep(true);
    const confirm = screen.getByTestId('some-confirm') as HTMLButtonElement;
    const back = screen.getByRole('button', { name: pt.transfer.back }) as HTMLButtonElement;
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(confirm.disabled).toBe(true);
    expect(confirm.querySelector('.btn-spinner')).not.toBeNull();
    expect(back.disabled).toBe(true);
    fireEvent.click(confirm);
    fireEvent.click(back);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onBack).not.toHaveBeenCalled();
  });
});
