import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DialogHost } from './dialog-host';
import { closeDialog, showDialog, useDialogStore, type DialogOptions } from './dialog-store';

afterEach(() => {
  act(() => closeDialog());
  vi.useRealTimers();
});

/** Opens a dialog and waits for it: the dialog's code is a chunk loaded on first use. */
const show = async (options: DialogOptions) => {
  await act(async () => {
    showDialog(options);
  });
  return screen.findByRole('dialog', { name: options.title });
};

describe('generic dialog', () => {
  it('shows icon, title, HTML body and buttons, and closes on a button', async () => {
    const onClick = vi.fn();
    const onClose = vi.fn();
    render(<DialogHost />);
    const dialog = await show({
      icon: 'success',
      title: 'Saved',
      html: '<p>All <strong>done</strong></p>',
      buttons: [{ label: 'OK', onClick }],
      onClose,
    });
    expect(dialog.querySelector('strong')?.textContent).toBe('done');
    expect(screen.getByText('Sucesso')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open when a button returns false', async () => {
    render(<DialogHost />);
    await show({ title: 'Busy', buttons: [{ label: 'Wait', onClick: () => false }] });
    fireEvent.click(screen.getByRole('button', { name: 'Wait' }));
    expect(screen.getByRole('dialog', { name: 'Busy' })).toBeTruthy();
  });

  it('closes on Escape', async () => {
    render(<DialogHost />);
    fireEvent.keyDown(await show({ title: 'Esc' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes by itself after the time-out', async () => {
    render(<DialogHost />);
    // Loaded before time stops: the toast then replaces this dialog at once.
    await show({ title: 'Loaded' });
    vi.useFakeTimers();
    act(() => {
      showDialog({ title: 'Toast', timeoutMs: 2000 });
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('dialog', { name: 'Toast' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores a stale close for an earlier dialog', () => {
    const first = showDialog({ title: 'First' });
    showDialog({ title: 'Second' });
    closeDialog(first);
    expect(useDialogStore.getState().current?.title).toBe('Second');
  });
});
