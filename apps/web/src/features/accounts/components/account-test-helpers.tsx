import { afterEach, beforeEach, vi } from 'vitest';
import { act, fireEvent, within } from '@testing-library/react';
import { closeDialog } from '../../../components/dialog/dialog-store';
import { changeLanguage } from '../../../i18n';
import { closeAccountModal, openAccountModal, type AccountModal } from '../../../lib/account-modal-store';
import { forgetPayloadKey } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { renderWithApp } from '../../../test-render';
import { AccountRoot } from './account-root';

/**
 * For a test file of the account popups: each test starts in Portuguese with no payload key
 * cached, and ends with no popup or dialog open, no session and no stubbed fetch.
 */
export const setUpAccountPopupTests = () => {
  beforeEach(async () => {
    await changeLanguage('PT');
    forgetPayloadKey();
  });

  afterEach(() => {
    act(() => {
      closeAccountModal({ silent: true });
      closeDialog();
    });
    useSessionStore.getState().clearToken();
    vi.unstubAllGlobals();
  });
};

/** Mounts the popups' host as the router does, then opens one popup. */
export const openAccountPopup = (modal: AccountModal, options?: Parameters<typeof renderWithApp>[1]) => {
  const view = renderWithApp(<AccountRoot />, options);
  act(() => openAccountModal(modal));
  return view;
};

/** Types into a field and leaves it, as a person does (the forms validate on blur). */
export const fillInput = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** Fills the input labelled `label` inside `container`. */
export const fill = (container: HTMLElement, label: string, value: string) =>
  fillInput(within(container).getByLabelText(label, { selector: 'input' }), value);
