import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { changeLanguage } from '../i18n';
import { pt } from '../i18n/pt';
import { closeAccountModal, useAccountModalStore } from '../lib/account-modal-store';
import { useSessionStore } from '../lib/session-store';
import { DialogHost } from './dialog/dialog-host';
import { closeDialog } from './dialog/dialog-store';
import { useRealAccountGuard } from './real-account-guard';

const DepositButton = ({ onDeposit }: { onDeposit: () => void }) => {
  const guard = useRealAccountGuard();
  return (
    <button type="button" onClick={() => guard(onDeposit)}>
      Depositar
    </button>
  );
};

beforeEach(() => changeLanguage('PT'));

afterEach(() => {
  act(() => {
    closeDialog();
    closeAccountModal({ silent: true });
  });
  useSessionStore.getState().clearToken();
});

describe('real-account guard', () => {
  it('lets a member through', () => {
    useSessionStore.getState().setToken('t');
    useSessionStore.getState().setUserType(0);
    const onDeposit = vi.fn();
    render(
      <>
        <DepositButton onDeposit={onDeposit} />
        <DialogHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(onDeposit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a trial user the in_need_true_account dialog instead, leading to registration', async () => {
    useSessionStore.getState().setToken('t');
    useSessionStore.getState().setUserType(4);
    const onDeposit = vi.fn();
    render(
      <>
        <DepositButton onDeposit={onDeposit} />
        <DialogHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(onDeposit).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: pt.trial.in_need_true_account_title });
    expect(within(dialog).getByText(pt.trial.in_need_true_account)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: pt.trial.register }));
    expect(useAccountModalStore.getState().current?.kind).toBe('register');
  });
});
