import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DialogHost } from './dialog-host';
import { closeDialog, showDialog, useDialogStore } from './dialog-store';

afterEach(() => {
  act(() => closeDialog());
  vi.useRealTimers();
});

describe('generic dialog', () => {
  it('shows icon, title, HTML body and buttons, and closes on a button', () => {
    const onClick = vi.fn();
    const onClose = vi.fn();
    render(<DialogHost />);
    act(() => {
      showDialog({
        icon: 'success',
        title: 'Saved',
        html: '<p>All <strong>done</strong></p>',
        buttons: [{ label: 'OK', onClick }],
        onClose,
      });
    });
    const dialog = screen.getByRole('dialog', { name: 'Saved' });
    expect(dialog.querySelector('strong')?.textContent).toBe('done');
    expect(screen.getByText('Sucesso')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open when a button returns false', () => {
    render(<DialogHost />);
    act(() => {
      showDialog({ title: 'Busy', buttons: [{ label: 'Wait', onClick: () => false }] });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Wait' }));
    expect(screen.getByRole('dialog', { name: 'Busy' })).toBeTruthy();
  });

  it('closes on Escape', () => {
    render(<DialogHost />);
    act(() => {
      showDialog({ title: 'Esc' });
    });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes by itself after the time-out', () => {
    vi.useFakeTimers();
    render(<DialogHost />);
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
